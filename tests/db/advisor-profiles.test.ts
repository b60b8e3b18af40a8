/**
 * Advisor profiles kept by admins (issue 28) on PGlite and PostgreSQL: a new profile with a picture gets its
 * booking id from the name and the picture in every avatar size as WebP and JPEG (square, twice the size, without
 * camera data); bad input is refused field by field with nothing stored; an edit is audited with what changed;
 * an inactive advisor is no longer offered; a new picture replaces the old files, and a picture can be removed.
 */
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { advisorPictures, advisors } from '@/features/advisors/tables';
import { auditEntries } from '@/features/audit/server';
import { enumValueFor, listActiveAdvisors, pictureFile, saveAdvisorProfile, type ProfileInput } from '@/features/advisors/server';

const NOW = new Date('2026-11-27T10:00:00Z');
const actor = { kind: 'command' as const, label: 'admin@hauslotse.de' };
const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#b45309' } })
    [format]()
    .withExif({ IFD0: { Copyright: 'Kamera Secret', Artist: 'Fotograf' } })
    .toBuffer();

const input = (over: Partial<ProfileInput> = {}): ProfileInput => ({
  id: '',
  email: 'joerg.weiss@example.de',
  givenName: 'Jörg',
  surname: 'Weiß',
  phone: '030 1234567',
  titleDe: 'Baufinanzierungsberater',
  titleEn: 'Mortgage advisor',
  descriptionDe: 'Berät seit 2010 zu Kauf und Anschlussfinanzierung.',
  descriptionEn: 'Has advised on purchases and refinancing since 2010.',
  languages: ['de', 'en'],
  active: true,
  removePicture: false,
  ...over,
});

test('the booking id comes from the name, umlauts written out', () => {
  expect(enumValueFor('Jörg', 'Weiß')).toBe('JOERG_WEISS');
  expect(enumValueFor('Zoë', 'Müller-Lüdenscheidt')).toBe('ZOE_MUELLER_LUEDENSCHEIDT');
  expect(enumValueFor('Ängela', 'O’Neill')).toBe('AENGELA_O_NEILL');
});

describe.each(DATABASE_KINDS)('advisor profiles on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let id = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => h?.dispose());
  const files = async () => (await h.db.select({ n: count() }).from(advisorPictures))[0]!.n;

  test('a new profile with a picture: every avatar size as WebP and JPEG, square, twice the size, no camera data', async () => {
    const result = await saveAdvisorProfile(h.db, input(), await photo(600, 400), actor, NOW);
    expect(result).toMatchObject({ ok: true, created: true, advisor: { enumValue: 'JOERG_WEISS' } });
    if (!result.ok) throw new Error('not saved');
    id = result.advisor.id;
    const [row] = await h.db.select().from(advisors).where(eq(advisors.id, id));
    expect(row).toMatchObject({ email: 'joerg.weiss@example.de', givenName: 'Jörg', surname: 'Weiß', languages: ['de', 'en'], active: true, isDemo: false });
    expect(row!.picture).toMatch(/^ap_[A-Za-z0-9_-]{22}$/);
    expect(await files()).toBe(12);
    for (const [size, format, mime] of [[24, 'webp', 'webp'], [64, 'webp', 'webp'], [64, 'jpg', 'jpeg'], [128, 'jpg', 'jpeg']] as const) {
      const data = await pictureFile(h.db, row!.picture!, size, format);
      const meta = await sharp(data!).metadata();
      expect([meta.format, meta.width, meta.height], `${size}.${format}`).toEqual([mime, size * 2, size * 2]);
      expect(meta.exif, `${size}.${format}`).toBeUndefined();
    }
    expect(await pictureFile(h.db, row!.picture!, 50, 'webp')).toBeNull();
    expect(await pictureFile(h.db, row!.picture!, 64, 'png')).toBeNull();
    expect(await pictureFile(h.db, 'ap_../../etc/passwd', 64, 'webp')).toBeNull();
    expect((await listActiveAdvisors(h.db)).map((a) => a.enumValue)).toContain('JOERG_WEISS');
    const [entry] = await auditEntries(h.db, { subjectId: 'JOERG_WEISS' });
    expect(entry).toMatchObject({ action: 'advisor.created', actorLabel: 'admin@hauslotse.de', before: null });
    expect(entry!.after).toMatchObject({ email: 'joerg.weiss@example.de', titleEn: 'Mortgage advisor', picture: 'new' });
  });

  test('refused field by field, nothing stored: e-mail, names, phone, empty titles, no language, a picture too small or not a picture, an e-mail taken', async () => {
    const before = { advisors: (await h.db.select({ n: count() }).from(advisors))[0]!.n, files: await files() };
    const bad = await saveAdvisorProfile(h.db, input({ email: 'jörg@', givenName: 'J', surname: '', phone: '12', titleDe: ' ', descriptionEn: 'x'.repeat(1001), languages: ['fr'] }), await photo(100, 300), actor, NOW);
    expect(bad).toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      fields: { email: 'invalidEmail', givenName: 'invalidName', surname: 'required', phone: 'invalidPhone', titleDe: 'required', descriptionEn: 'tooLong', languages: 'required', picture: 'PICTURE_TOO_SMALL' },
    });
    expect(await saveAdvisorProfile(h.db, input({ email: 'other@example.de' }), Buffer.from('%PDF-1.4 not a picture'), actor, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT', fields: { picture: 'PICTURE_TYPE' } });
    expect(await saveAdvisorProfile(h.db, input({ email: 'JOERG.WEISS@example.de' }), null, actor, NOW)).toEqual({ ok: false, code: 'INVALID_INPUT', fields: { email: 'emailTaken' } });
    expect(await saveAdvisorProfile(h.db, input({ id: '00000000-0000-4000-8000-000000000000', email: 'nobody@example.de' }), null, actor, NOW)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect({ advisors: (await h.db.select({ n: count() }).from(advisors))[0]!.n, files: await files() }).toEqual(before);
  });

  test('an edit is audited with what changed; inactive advisors are no longer offered; a new picture replaces the old files; a picture can be removed', async () => {
    const [old] = await h.db.select().from(advisors).where(eq(advisors.id, id));
    const saved = await saveAdvisorProfile(h.db, input({ id, titleEn: 'Senior mortgage advisor', active: false }), await photo(300, 300, 'jpeg'), actor, NOW);
    expect(saved).toMatchObject({ ok: true, created: false, advisor: { id, enumValue: 'JOERG_WEISS' } });
    const [row] = await h.db.select().from(advisors).where(eq(advisors.id, id));
    expect(row!.picture).not.toBe(old!.picture);
    expect(await pictureFile(h.db, old!.picture!, 64, 'webp')).toBeNull();
    expect(await files()).toBe(12);
    expect((await listActiveAdvisors(h.db)).map((a) => a.enumValue)).not.toContain('JOERG_WEISS');
    const [entry] = await auditEntries(h.db, { subjectId: 'JOERG_WEISS' });
    expect(entry).toMatchObject({ action: 'advisor.updated', before: { titleEn: 'Mortgage advisor', active: true }, after: { titleEn: 'Senior mortgage advisor', active: false, picture: 'new' } });

    expect(await saveAdvisorProfile(h.db, input({ id, removePicture: true }), null, actor, NOW)).toMatchObject({ ok: true });
    expect((await h.db.select().from(advisors).where(eq(advisors.id, id)))[0]!.picture).toBeNull();
    expect(await files()).toBe(0);
    // The same name again gets its own booking id.
    expect(await saveAdvisorProfile(h.db, input({ email: 'joerg2@example.de' }), null, actor, NOW)).toMatchObject({ ok: true, advisor: { enumValue: 'JOERG_WEISS_2' } });
  });
});

/**
 * Job openings as content files (issue 29): the real files load, both locales alike; broken files are named with
 * their problem; an opening is open from its posting day through its last day (Europe/Berlin); the JobPosting
 * data carries what search engines require.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SITE } from '@/config/site';
import { isOpen, loadOpenings, OpeningsError } from '@/features/careers/openings';
import { listOpenOpenings } from '@/features/careers/store';
import { jobPostingLd } from '@/features/careers/structured-data';
import { validateApplication } from '@/features/careers/schemas';

const STORE = loadOpenings(path.join(process.cwd(), 'content'), { today: '2026-11-28' });

function rootWith(files: Record<string, string | undefined>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openings-'));
  fs.mkdirSync(path.join(root, 'careers'));
  for (const [name, text] of Object.entries(files)) if (text !== undefined) fs.writeFileSync(path.join(root, 'careers', name), text);
  return root;
}
const file = (over: Record<string, string> = {}, body = '## Tasks\n\nAdvise.\n') => {
  const fm = { id: 'advisor', slug: 'advisor', title: 'Advisor', summary: 'An opening with a summary long enough to pass the sixty characters.', location: 'Berlin', employmentType: '[FULL_TIME]', remote: 'hybrid', hours: '40 h', datePosted: '2026-11-01', validThrough: '2027-01-31', ...over };
  return `---\n${Object.entries(fm).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}`;
};

describe('openings', () => {
  test('the site has openings in both locales, paired by id with the same facts', () => {
    expect(STORE.de.map((o) => o.id).sort()).toEqual(STORE.en.map((o) => o.id).sort());
    expect(STORE.de.length).toBeGreaterThanOrEqual(2);
    for (const o of STORE.de) expect(STORE.en.find((e) => e.id === o.id)?.validThrough).toBe(o.validThrough);
  });

  test.each([
    { label: 'the day before posting', today: '2026-11-08', open: false },
    { label: 'the posting day', today: '2026-11-09', open: true },
    { label: 'the last day', today: '2027-01-31', open: true },
    { label: 'the day after the last day', today: '2027-02-01', open: false },
  ])('$label → open: $open', ({ today, open }) => {
    expect(isOpen({ draft: false, datePosted: '2026-11-09', validThrough: '2027-01-31' }, today)).toBe(open);
  });

  test('after every last day the list is empty (the page then says so)', () => {
    expect(listOpenOpenings('en', '2026-12-01', STORE).length).toBeGreaterThan(0);
    expect(listOpenOpenings('de', '2030-01-01', STORE)).toEqual([]);
  });

  test.each([
    { label: 'a missing counterpart', files: { 'advisor.de.md': file() }, problem: 'has no en counterpart' },
    { label: 'different dates in the two locales', files: { 'advisor.de.md': file(), 'advisor.en.md': file({ validThrough: '2027-02-28' }) }, problem: 'must equal' },
    { label: 'a last day before the posting day', files: { 'advisor.de.md': file({ validThrough: '2026-10-01' }), 'advisor.en.md': file({ validThrough: '2026-10-01' }) }, problem: 'validThrough must not be before datePosted' },
    { label: 'an unknown employment type', files: { 'advisor.de.md': file({ employmentType: '[SOMETIMES]' }), 'advisor.en.md': file() }, problem: 'employmentType.0' },
    { label: 'a reserved slug', files: { 'advisor.de.md': file({ slug: 'initiativbewerbung' }), 'advisor.en.md': file() }, problem: 'reserved' },
    { label: 'raw HTML in the body', files: { 'advisor.de.md': file({}, '## A\n\n<script>x</script>\n'), 'advisor.en.md': file() }, problem: 'raw HTML' },
    { label: 'a body without sections', files: { 'advisor.de.md': file({}, 'Just text.\n'), 'advisor.en.md': file() }, problem: 'needs ## sections' },
  ])('$label → refused, naming the file', ({ files, problem }) => {
    const root = rootWith(files);
    expect(() => loadOpenings(root)).toThrow(OpeningsError);
    try {
      loadOpenings(root);
    } catch (e) {
      expect((e as OpeningsError).problems.join('\n')).toContain(problem);
      expect((e as OpeningsError).problems.join('\n')).toContain('careers/advisor.');
    }
  });

  test('a posting day after the build day is refused by the content check', () => {
    const root = rootWith({ 'advisor.de.md': file(), 'advisor.en.md': file() });
    expect(() => loadOpenings(root, { today: '2026-10-31' })).toThrow(/datePosted must not be after 2026-10-31/);
  });

  test('JobPosting: title, description, dates, type, the company and its Berlin address, pay', () => {
    const opening = STORE.en.find((o) => o.id === 'mortgage-advisor')!;
    const ld = jobPostingLd(opening, 'https://www.hauslotse.de/en/careers/mortgage-advisor-berlin');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Mortgage advisor (m/f/d)',
      datePosted: opening.datePosted,
      validThrough: opening.validThrough,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: SITE.legalName },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: SITE.address.street, postalCode: SITE.address.zip, addressLocality: 'Berlin', addressCountry: 'DE' } },
      baseSalary: { currency: 'EUR', value: { minValue: 52000, maxValue: 68000, unitText: 'YEAR' } },
    });
    expect(String(ld.description)).toContain('<h2>');
  });
});

describe('the application form schema', () => {
  const ok = { givenName: 'Lena', surname: 'Hoffmann', email: 'lena@example.de', phone: '', earliestStart: '2026-12-01', message: 'Hello', consent: 'yes' };
  test.each([
    { label: 'complete', fields: ok, errors: null },
    { label: 'start today', fields: { ...ok, earliestStart: '2026-11-28' }, errors: null },
    { label: 'start yesterday', fields: { ...ok, earliestStart: '2026-11-27' }, errors: { earliestStart: 'invalidDate' } },
    { label: 'start in four years', fields: { ...ok, earliestStart: '2030-12-01' }, errors: { earliestStart: 'invalidDate' } },
    { label: 'a NUL in the message', fields: { ...ok, message: 'a\u0000b' }, errors: { message: 'required' } },
    { label: 'nothing', fields: {}, errors: { givenName: 'required', surname: 'required', email: 'required', earliestStart: 'required', message: 'required', consent: 'consentRequired' } },
  ])('$label → $errors', ({ fields, errors }) => {
    const result = validateApplication(fields, '2026-11-28');
    if (errors === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors });
  });
});

/**
 * The enquiry about a listing (issue 48) on PGlite and PostgreSQL: a lead with the listing's reference, the visitor's
 * confirmation in the page's language and the advisor's notice in German in the outbox, a demo listing said to be one,
 * a repeat that sends nothing again, the CAPTCHA and rate limits of the public forms, bad input as field codes (with a
 * text in both languages), and a withdrawn listing refused. Fixed clock.
 */
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aListing, anAdvisor } from '../support/builders';
import { solvedCaptcha } from '../support/captcha';
import { emails } from '@/features/email/tables';
import { consents, leads } from '@/features/leads/tables';
import { listingEnquiries } from '@/features/properties/tables';
import { sendListingEnquiry, type EnquiryRequest } from '@/features/properties/enquiry';
import { ENQUIRY_CODES, ENQUIRY_FORM_ERRORS } from '@/features/properties/enquiry-form';
import { withdrawListing } from '@/features/properties/listings-repository';
import { propertyDataOf } from '@/features/properties/radar';
import { newCaptchaChallenge } from '@/features/security/captcha';
import { messagesFor } from '@/i18n/messages';
import { startBoss, stopBoss } from '@/server/queues';

const BASE = 'http://localhost:3000';
const NOW = new Date('2026-12-01T09:00:00Z');
const NO_ATTRIBUTION = { utmSource: 'n/a', utmMedium: 'n/a', utmCampaign: 'n/a', documentReferrer: 'n/a', gclid: null, fbclid: null };
const MESSAGE = 'Is the flat still available, and can I see it next week?';
const enquiryPhone = (rows: { phone: string | null }[]) => rows[0]?.phone ?? null;

describe.each(DATABASE_KINDS)('listing enquiry on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;
  let slug = '';
  let demoSlug = '';
  let n = 0;
  const advisorEmail = `berta-${kind}@example.de`;

  beforeAll(async () => {
    h = await freshDatabase(kind);
    boss = await startBoss(h.queue);
    await anAdvisor(h.db, { email: advisorEmail, givenName: 'Berta', surname: 'Beraterin', enumValue: `BERTA_${kind.toUpperCase()}` });
    slug = (await aListing(h.db, { externalId: 'OBJ-4711', providerId: 'MAKLER1', price: 412_345, postalCode: '10115', place: 'Berlin' })).slug;
    demoSlug = (await aListing(h.db, { externalId: 'DEMO-1', providerId: 'DEMO', providerName: 'Demo-Makler', isDemo: true })).slug;
  }, 60_000);
  afterAll(async () => {
    if (boss) await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  const form = (over: Record<string, string> = {}) => new URLSearchParams({ name: 'Ada Lovelace', email: `ada-${kind}@example.org`, phone: '030 1234567', message: MESSAGE, consent: 'yes', ...over });
  /** A client address of its own per call unless given (the per-address limits are tested on purpose below). */
  const send = (over: Partial<EnquiryRequest> = {}) =>
    sendListingEnquiry(h.db, boss, { slug, form: form(), locale: 'en', ip: `10.1.0.${++n}`, captcha: null, attribution: NO_ATTRIBUTION, now: NOW, baseUrl: BASE, ...over });
  const mailsTo = async (address: string) => (await h.db.select().from(emails).where(eq(emails.toAddress, address))).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  test('an enquiry makes a lead with the listing reference and sends two e-mails: the visitor’s in English, the advisor’s in German', async () => {
    const result = await send({ captcha: await solvedCaptcha(await newCaptchaChallenge(NOW)) });
    expect(result).toMatchObject({ ok: true, repeated: false });
    if (!result.ok) return;
    expect(result.browserToken).toMatch(/\S{20,}/);

    const [lead] = await h.db.select().from(leads).where(eq(leads.email, `ada-${kind}@example.org`));
    expect(lead).toMatchObject({ givenName: 'Ada', surname: 'Lovelace', locale: 'en', originalSignupFlow: 'listing_enquiry' });
    expect(lead!.phone).toMatch(/30\s?1234567/);
    expect(enquiryPhone(await h.db.select().from(listingEnquiries))).toBe(lead!.phone);
    const [enquiry] = await h.db.select().from(listingEnquiries).where(eq(listingEnquiries.leadId, lead!.id));
    expect(enquiry).toMatchObject({ listingRef: 'MAKLER1/OBJ-4711', message: MESSAGE, locale: 'en', isDemo: false });
    expect((await h.db.select().from(consents).where(eq(consents.leadId, lead!.id))).map((c) => c.purpose)).toContain('listing-enquiry');

    const [visitor] = await mailsTo(`ada-${kind}@example.org`);
    expect(visitor!.locale).toBe('en');
    expect(visitor!.subject).toMatch(/^Your enquiry: .*Berlin/);
    expect(visitor!.text).toContain('€412,345');
    expect(visitor!.text).toContain('MAKLER1/OBJ-4711');
    expect(visitor!.text).toContain(MESSAGE);
    expect(visitor!.text).toContain(`${BASE}/en/properties/${slug}`);
    expect(visitor!.text).not.toContain('demo listing');

    const [advisor] = await mailsTo(advisorEmail);
    expect(advisor!.locale).toBe('de');
    expect(advisor!.subject).toBe('Anfrage zu einer Immobilie von Ada Lovelace (MAKLER1/OBJ-4711)');
    expect(advisor!.text).toMatch(/412\.345\s€/);
    expect(advisor!.text).toContain(`ada-${kind}@example.org`);
    expect(advisor!.text).toContain('Sprache der Anfrage: Englisch');
    expect(advisor!.text).toContain(lead!.id);
    expect(advisor!.text).toContain(`${BASE}/de/immobilien/${slug}`);
    expect(advisor!.text).toContain(MESSAGE);
  });

  test('the same message again is the first enquiry: nothing stored or sent twice', async () => {
    const again = await send();
    expect(again).toMatchObject({ ok: true, repeated: true, browserToken: null });
    expect(await mailsTo(`ada-${kind}@example.org`)).toHaveLength(1);
    expect(await h.db.select().from(listingEnquiries)).toHaveLength(1);
  });

  test('a German visitor gets a German confirmation; a demo listing is named as one in both e-mails', async () => {
    const result = await send({ slug: demoSlug, locale: 'de', form: form({ email: `bruno-${kind}@example.org`, name: 'Bruno Meier', phone: '' }) });
    expect(result.ok).toBe(true);
    const [visitor] = await mailsTo(`bruno-${kind}@example.org`);
    expect(visitor!.locale).toBe('de');
    expect(visitor!.subject).toMatch(/^Deine Anfrage: /);
    expect(visitor!.text).toContain('Dies ist ein Demo-Angebot');
    const advisorMails = await mailsTo(advisorEmail);
    expect(advisorMails).toHaveLength(2);
    expect(advisorMails[1]!.text).toContain('Demo-Angebot: Immobilie und Anbieter sind Beispiele');
    expect(advisorMails[1]!.text).toContain('Telefon');
    expect(advisorMails[1]!.text).toContain('nicht angegeben');
  });

  test('bad input comes back as field codes, each with a text in both languages; nothing stored or sent', async () => {
    const before = (await h.db.select().from(emails)).length;
    const refused = await send({ form: new URLSearchParams({ name: '', email: 'not-an-address', phone: '12', message: 'Hi', consent: '' }) });
    expect(refused).toEqual({ ok: false, errors: { name: 'required', email: 'invalidEmail', phone: 'invalidPhone', message: 'messageTooShort', consent: 'consentRequired' } });
    expect(await send({ form: form({ message: 'x'.repeat(2001) }) })).toEqual({ ok: false, errors: { message: 'messageTooLong' } });
    expect((await h.db.select().from(emails)).length).toBe(before);
    type Texts = { properties: { enquiry: { errors: Record<string, string>; formErrors: Record<string, string> } } };
    const enquiryTexts = (locale: 'de' | 'en') => (messagesFor(locale) as unknown as Texts).properties.enquiry;
    for (const locale of ['de', 'en'] as const) {
      const texts = enquiryTexts(locale);
      for (const code of ENQUIRY_CODES) expect(texts.errors[code], `${locale} ${code}`).toMatch(/\S/);
      for (const code of ENQUIRY_FORM_ERRORS) expect(texts.formErrors[code], `${locale} ${code}`).toMatch(/\S/);
    }
    expect(enquiryTexts('de').errors.invalidEmail).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(enquiryTexts('en').errors.invalidEmail).toBe('Please enter a valid e-mail address.');
  });

  test('the CAPTCHA of booking: a forged or replayed solution is refused; without one, a client gets three tries in ten minutes', async () => {
    expect(await send({ captcha: 'bm90IGEgc29sdXRpb24=', form: form({ email: `eve-${kind}@example.org` }) })).toEqual({ ok: false, error: 'CAPTCHA_INVALID' });
    const solved = await solvedCaptcha(await newCaptchaChallenge(NOW));
    expect((await send({ captcha: solved, form: form({ email: `cleo-${kind}@example.org` }) })).ok).toBe(true);
    expect(await send({ captcha: solved, form: form({ email: `dora-${kind}@example.org` }) })).toEqual({ ok: false, error: 'CAPTCHA_INVALID' });
    const ip = `10.2.0.${kind === 'pglite' ? 1 : 2}`;
    // One listing each: the per-listing limit (two an hour) is not what is tested here.
    const four = await Promise.all([0, 1, 2, 3].map((i) => aListing(h.db, { externalId: `NOJS-${kind}-${i}` })));
    for (let i = 0; i < 3; i++) expect((await send({ ip, slug: four[i]!.slug, form: form({ email: `nojs${i}-${kind}@example.org` }) })).ok).toBe(true);
    expect(await send({ ip, slug: four[3]!.slug, form: form({ email: `nojs3-${kind}@example.org` }) })).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    expect(await mailsTo(`nojs3-${kind}@example.org`)).toEqual([]);
  });

  test('rate limits: two enquiries per listing and client an hour, five per client in ten minutes', async () => {
    const ip = `10.3.0.${kind === 'pglite' ? 1 : 2}`;
    const solved = async () => solvedCaptcha(await newCaptchaChallenge(NOW));
    expect((await send({ ip, captcha: await solved(), form: form({ email: `l1-${kind}@example.org` }) })).ok).toBe(true);
    expect((await send({ ip, captcha: await solved(), form: form({ email: `l2-${kind}@example.org` }) })).ok).toBe(true);
    expect(await send({ ip, captcha: await solved(), form: form({ email: `l3-${kind}@example.org` }) })).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    const others = await Promise.all([1, 2, 3].map((i) => aListing(h.db, { externalId: `RL-${kind}-${i}` })));
    // The per-listing refusal above counted against the client's five as well: 3 + 2 more here is the sixth try.
    expect((await send({ ip, slug: others[0]!.slug, captcha: await solved(), form: form({ email: `l4-${kind}@example.org` }) })).ok).toBe(true);
    expect((await send({ ip, slug: others[1]!.slug, captcha: await solved(), form: form({ email: `l5-${kind}@example.org` }) })).ok).toBe(true);
    expect(await send({ ip, slug: others[2]!.slug, captcha: await solved(), form: form({ email: `l6-${kind}@example.org` }) })).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
  });

  test('the lead’s data export holds its enquiries (GDPR, the privacy feature’s export)', async () => {
    const [lead] = await h.db.select().from(leads).where(eq(leads.email, `ada-${kind}@example.org`));
    expect((await propertyDataOf(h.db, lead!.id)).enquiries).toEqual([expect.objectContaining({ listing: slug, listingRef: 'MAKLER1/OBJ-4711', message: MESSAGE, locale: 'en', isDemo: false })]);
  });

  test('a withdrawn or unknown listing cannot be enquired about', async () => {
    const gone = await aListing(h.db, { externalId: `GONE-${kind}` });
    await withdrawListing(h.db, gone.providerId, gone.externalId, NOW);
    expect(await send({ slug: gone.slug })).toEqual({ ok: false, error: 'LISTING_GONE' });
    expect(await send({ slug: 'no-such-listing' })).toEqual({ ok: false, error: 'LISTING_GONE' });
  });
});

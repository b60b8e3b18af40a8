/**
 * The test builders (tests/support/builders.ts) on PGlite and PostgreSQL: each inserts with its defaults alone,
 * unique values come from a counter per database (never the same twice, the same in every run), dates are fixed,
 * and overrides win.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aCertificate, aLead, aListing, anAdvisor, anAppointment, aStaffMember, BUILT_AT, DEFAULT_START } from '../support/builders';
import { applicantFieldsOf, certificatesOf } from '@/features/certificates/repository';
import { leads } from '@/features/leads/tables';
import { priceHistory } from '@/features/properties/listings-repository';

describe.each(DATABASE_KINDS)('the test builders on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await h?.dispose();
  });

  test('leads: the defaults insert; two leads get different e-mails from the counter, the same in every run; overrides apply', async () => {
    const first = await aLead(h.db);
    const second = await aLead(h.db);
    expect(first).toMatchObject({ email: 'lead-1@example.de', locale: 'de', pipelineStage: 'new', createdAt: BUILT_AT, updatedAt: BUILT_AT });
    expect(second.email).toBe('lead-2@example.de');
    const chosen = await aLead(h.db, { email: `sam-${kind}@example.de`, locale: 'en', givenName: 'Sam', utmSource: 'google', createdAt: new Date('2026-11-20T10:00:00Z') });
    expect(chosen).toMatchObject({ email: `sam-${kind}@example.de`, locale: 'en', givenName: 'Sam', utmSource: 'google', createdAt: new Date('2026-11-20T10:00:00Z') });
    expect((await h.db.select().from(leads).where(eq(leads.id, chosen.id)))[0]).toEqual(chosen);
    // The next default goes on counting, past the overridden one.
    expect((await aLead(h.db)).email).toBe('lead-4@example.de');
  });

  test('advisors and staff members: unique e-mails and enum values; an advisor staff member gets a profile unless told otherwise', async () => {
    const [a, b] = [await anAdvisor(h.db), await anAdvisor(h.db, { givenName: 'Ben', enumValue: `BEN_${kind.toUpperCase()}`, isDemo: true, active: false })];
    expect(a).toMatchObject({ email: 'advisor-1@example.de', enumValue: 'ADVISOR_1', active: true, isDemo: false, zone: 'Europe/Berlin', createdAt: BUILT_AT });
    expect(b).toMatchObject({ email: 'advisor-2@example.de', givenName: 'Ben', enumValue: `BEN_${kind.toUpperCase()}`, isDemo: true, active: false });
    const admin = await aStaffMember(h.db);
    expect(admin).toMatchObject({ email: 'staff-1@hauslotse.de', role: 'admin', advisorId: null, name: 'Ada Admin' });
    const advisor = await aStaffMember(h.db, { role: 'advisor', name: 'Clara Kal' });
    expect(advisor).toMatchObject({ email: 'staff-2@hauslotse.de', role: 'advisor', name: 'Clara Kal' });
    expect(advisor.advisorId).toEqual(expect.any(String));
    expect(advisor.advisorId).not.toBe(a.id);
    expect(await aStaffMember(h.db, { role: 'advisor', advisorId: null })).toMatchObject({ role: 'advisor', advisorId: null });
    expect(await aStaffMember(h.db, { role: 'advisor', advisorId: a.id, email: `clara-${kind}@hauslotse.de` })).toMatchObject({ advisorId: a.id, email: `clara-${kind}@hauslotse.de` });
  });

  test('appointments: a new lead and advisor by default; one advisor’s default appointments a day apart, never overlapping; overrides apply', async () => {
    const first = await anAppointment(h.db);
    expect(first).toMatchObject({ contactType: 'phone', startsAt: DEFAULT_START, endsAt: new Date('2026-12-01T09:30:00Z'), blockedUntil: new Date('2026-12-01T09:45:00Z'), idempotencyKey: 'appointment-1', createdAt: BUILT_AT, cancelledAt: null });
    const second = await anAppointment(h.db, { advisorId: first.advisorId });
    expect(second.startsAt).toEqual(new Date('2026-12-02T09:00:00Z'));
    expect(second.leadId).not.toBe(first.leadId);
    const lead = await aLead(h.db);
    const chosen = await anAppointment(h.db, { leadId: lead.id, advisorId: first.advisorId, contactType: 'video', startsAt: new Date('2026-12-10T13:00:00Z'), endsAt: new Date('2026-12-10T13:45:00Z'), blockedUntil: new Date('2026-12-10T13:45:00Z'), idempotencyKey: `key-${kind}` });
    expect(chosen).toMatchObject({ leadId: lead.id, contactType: 'video', endsAt: new Date('2026-12-10T13:45:00Z'), blockedUntil: new Date('2026-12-10T13:45:00Z'), idempotencyKey: `key-${kind}` });
    // Only `startsAt`: the length and the buffer follow from it.
    expect(await anAppointment(h.db, { startsAt: new Date('2026-12-11T08:00:00Z') })).toMatchObject({ endsAt: new Date('2026-12-11T08:30:00Z'), blockedUntil: new Date('2026-12-11T08:45:00Z') });
  });

  test('listings: imported with their first price; unique provider numbers; overrides and the slug apply', async () => {
    const first = await aListing(h.db);
    const second = await aListing(h.db);
    expect(first).toMatchObject({ externalId: 'listing-1', type: 'apartment', place: 'Berlin', price: 400_000, firstSeenAt: BUILT_AT, withdrawnAt: null });
    expect(first.slug).toMatch(/^wohnung-berlin-10115-[0-9a-f]{6}$/);
    expect(second.externalId).toBe('listing-2');
    expect(second.slug).not.toBe(first.slug);
    expect(await priceHistory(h.db, first.id)).toEqual([{ price: 400_000, observedAt: BUILT_AT }]);
    const house = await aListing(h.db, { type: 'house', place: 'Potsdam', postalCode: '14467', price: 690_000 }, { slug: `haus-${kind}`, now: new Date('2026-11-20T10:00:00Z') });
    expect(house).toMatchObject({ type: 'house', place: 'Potsdam', price: 690_000, slug: `haus-${kind}`, firstSeenAt: new Date('2026-11-20T10:00:00Z') });
  });

  test('certificates: issued for a new lead with both applicants kept; for a given lead with one applicant; staff’s later changes apply', async () => {
    const certificate = await aCertificate(h.db);
    expect(certificate).toMatchObject({ status: 'self_reported', locale: 'de', purchasePrice: 420_000, validUntil: '2027-02-27', issuedAt: new Date('2026-11-27T10:00:00Z') });
    expect(certificate.applicants.map((a) => a.firstName)).toEqual(['Anna', 'Ben']);
    expect(await applicantFieldsOf(h.db, certificate.leadId)).toMatchObject({ p_first: 'Anna', s_last: 'Müller' });
    const lead = await aLead(h.db, { email: `solo-${kind}@example.de` });
    const solo = await aCertificate(h.db, { leadId: lead.id, form: { second: '', p_first: 'Sina' }, after: { status: 'documents_checked', checkedBy: 'admin@hauslotse.de' } });
    expect(solo).toMatchObject({ leadId: lead.id, status: 'documents_checked', checkedBy: 'admin@hauslotse.de' });
    expect(solo.applicants).toEqual([{ salutation: 'mrs', title: 'dr', firstName: 'Sina', lastName: 'Schmidt' }]);
    expect(await applicantFieldsOf(h.db, lead.id)).toMatchObject({ p_email: `solo-${kind}@example.de` });
    expect(await certificatesOf(h.db, lead.id)).toHaveLength(1);
    await expect(aCertificate(h.db, { form: { p_income: '' } })).rejects.toThrow(/refused/);
  });
});

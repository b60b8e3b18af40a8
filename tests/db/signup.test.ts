/**
 * The signup step (spec section 2: full name, terms and privacy consent) on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { consents } from '@/features/leads/tables';
import { attributionFrom } from '@/features/leads/attribution';
import { findLeadById, findOrCreateLead } from '@/features/leads/repository';
import { TERMS_PRIVACY_VERSION, completeSignup, splitFullName } from '@/features/leads/signup';

describe('splitFullName', () => {
  test.each([
    { name: 'Anna Lehmann', expected: { givenName: 'Anna', surname: 'Lehmann' } },
    { name: 'Anna-Lena Maria Schulz', expected: { givenName: 'Anna-Lena Maria', surname: 'Schulz' } },
    { name: 'Chidi', expected: { givenName: 'Chidi', surname: null } },
  ])('$name → $expected', ({ name, expected }) => {
    expect(splitFullName(name)).toEqual(expected);
  });
});

describe.each(DATABASE_KINDS)('completeSignup on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });
  const newLead = async (email: string) => (await findOrCreateLead(h.db, { email, locale: 'en', attribution: attributionFrom(new URLSearchParams(), null) })).lead.id;
  /** A new address per refused sign-up (counted, not random: the same run twice is the same run). */
  let refused = 0;
  const NOW = new Date('2026-11-23T10:00:00Z');

  test('name and consent are stored, the consent with its text version and time', async () => {
    const leadId = await newLead(`ok-${kind}@example.de`);
    expect(await completeSignup(h.db, { leadId, fullName: '  Anna   Lehmann ', consent: true, flow: 'prop_search', now: NOW })).toEqual({ ok: true });
    expect(await findLeadById(h.db, leadId)).toMatchObject({ givenName: 'Anna', surname: 'Lehmann', originalSignupFlow: 'prop_search' });
    expect(await h.db.select().from(consents).where(eq(consents.leadId, leadId))).toEqual([expect.objectContaining({ purpose: 'terms-privacy', textVersion: TERMS_PRIVACY_VERSION, givenAt: NOW })]);
  });

  test.each([
    { label: 'no consent', fullName: 'Anna Lehmann', consent: false, errors: { consent: 'consentRequired' } },
    { label: 'empty name', fullName: ' ', consent: true, errors: { name: 'required' } },
    { label: 'invalid name and no consent', fullName: 'A1', consent: false, errors: { name: 'invalidName', consent: 'consentRequired' } },
  ])('$label → $errors, nothing stored', async ({ fullName, consent, errors }) => {
    const leadId = await newLead(`bad-${kind}-${++refused}@example.de`);
    expect(await completeSignup(h.db, { leadId, fullName, consent, flow: null, now: NOW })).toEqual({ ok: false, errors });
    expect((await findLeadById(h.db, leadId))?.givenName).toBeNull();
    expect(await h.db.select().from(consents).where(eq(consents.leadId, leadId))).toEqual([]);
  });
});

/**
 * Partners of the widgets (issue 29, ADR 044) on PGlite and PostgreSQL: added with exact origins (the command's
 * repository), origins replaced, disabled (then nobody may frame its widgets and its key attributes nothing), the
 * demo partner seeded once; a request through a widget stored with the partner and the embedding page, the page
 * only when its origin is the partner's.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { leadRequests } from '@/features/lead-requests/tables';
import { attributionFrom } from '@/features/leads/attribution';
import { findOrCreateLead } from '@/features/leads/repository';
import { insertLeadRequest } from '@/features/lead-requests/repository';
import { activePartnerOrigins, partnerAttribution } from '@/features/widgets/server';
import { addPartner, disablePartner, findDemoPartner, findPartner, setPartnerOrigins } from '@/features/widgets/partners';
import { seedDemoPartner } from '@/demo/partner';

const NOW = new Date('2026-11-23T10:00:00Z');

describe.each(DATABASE_KINDS)('partner widgets on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.dispose();
  });

  test('add: a random URL-safe key, the origins normalised; bad input adds nothing', async () => {
    const added = await addPartner(h.db, { name: 'Makler Nord GmbH', origins: ['https://www.makler-nord.de/', 'https://portal.example:8443'] }, NOW);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.partner.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(added.partner).toMatchObject({ name: 'Makler Nord GmbH', allowedOrigins: ['https://www.makler-nord.de', 'https://portal.example:8443'], active: true, isDemo: false });
    expect(await activePartnerOrigins(h.db, added.partner.key)).toEqual(['https://www.makler-nord.de', 'https://portal.example:8443']);
    const other = await addPartner(h.db, { name: 'Makler Nord GmbH', origins: ['https://www.makler-nord.de'] }, NOW);
    expect(other.ok && other.partner.key).not.toBe(added.partner.key);

    expect(await addPartner(h.db, { name: 'Bad', origins: ['http://www.makler.de'] })).toEqual({ ok: false, code: 'INVALID_ORIGIN', detail: 'http://www.makler.de' });
    expect(await addPartner(h.db, { name: 'None', origins: [] })).toEqual({ ok: false, code: 'NO_ORIGIN' });
    expect(await addPartner(h.db, { name: ' ', origins: ['https://a.de'] })).toEqual({ ok: false, code: 'INVALID_NAME' });
  });

  test('origins replaced, then disabled: its widgets are refused and its key attributes nothing', async () => {
    const added = await addPartner(h.db, { name: 'Umzug & Co', origins: ['https://umzug.example'] }, NOW);
    if (!added.ok) throw new Error('not added');
    const { key } = added.partner;
    const changed = await setPartnerOrigins(h.db, key, ['https://neu.umzug.example', 'https://umzug.example']);
    expect(changed.ok && changed.partner.allowedOrigins).toEqual(['https://neu.umzug.example', 'https://umzug.example']);
    expect(await setPartnerOrigins(h.db, key, ['https://neu.umzug.example/pfad'])).toMatchObject({ ok: false, code: 'INVALID_ORIGIN' });
    expect(await partnerAttribution(h.db, key, 'https://neu.umzug.example/angebote')).toEqual({ key, name: 'Umzug & Co', page: 'https://neu.umzug.example/angebote' });

    expect((await disablePartner(h.db, key)).ok).toBe(true);
    expect(await activePartnerOrigins(h.db, key)).toBeNull();
    expect(await partnerAttribution(h.db, key, 'https://neu.umzug.example/angebote')).toBeNull();
    expect((await findPartner(h.db, key))?.active).toBe(false);
    expect(await disablePartner(h.db, 'ZZZZZZZZZZZZZZZZZZZZZZ')).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await activePartnerOrigins(h.db, 'not a key')).toBeNull();
  });

  test('the demo partner: the site\'s own origin, seeded once', async () => {
    const first = await seedDemoPartner(h.db, 'http://localhost:3000', NOW);
    expect(first).toMatchObject({ isDemo: true, allowedOrigins: ['http://localhost:3000'] });
    expect(first?.name).toContain('Demo');
    expect(await seedDemoPartner(h.db, 'http://localhost:3000', NOW)).toBeNull();
    expect((await findDemoPartner(h.db))?.key).toBe(first?.key);
  });

  test('a request through a widget keeps the partner and the page; a page elsewhere is not kept', async () => {
    const added = await addPartner(h.db, { name: 'Portal Süd', origins: ['https://portal-sued.example'] }, NOW);
    if (!added.ok) throw new Error('not added');
    const { lead } = await findOrCreateLead(h.db, { email: `widget.${kind}@example.de`, locale: 'de', givenName: 'Wanda', surname: 'Widget', originalSignupFlow: 'lp2_purchase', attribution: attributionFrom(new URLSearchParams(), null) });
    const own = await partnerAttribution(h.db, added.partner.key, 'https://portal-sued.example/haeuser?kunde=anna');
    const elsewhere = await partnerAttribution(h.db, added.partner.key, 'https://copycat.example/haeuser');
    expect(own).toMatchObject({ key: added.partner.key, page: 'https://portal-sued.example/haeuser' });
    expect(elsewhere).toMatchObject({ key: added.partner.key, page: null });
    expect(await partnerAttribution(h.db, '', 'https://portal-sued.example/')).toBeNull();

    const stored = await insertLeadRequest(h.db, { leadId: lead.id, kind: 'purchase', answers: {}, locale: 'de', submissionId: randomBytes(32).toString('base64url'), createdAt: NOW, partnerKey: own!.key, partnerPage: own!.page });
    const [row] = await h.db.select().from(leadRequests).where(eq(leadRequests.id, stored!.id));
    expect(row).toMatchObject({ partnerKey: added.partner.key, partnerPage: 'https://portal-sued.example/haeuser' });
  });
});

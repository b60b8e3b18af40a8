/**
 * The conversion calls' use cases (spec section 7, issue 28): a Google click id is stored with the lead (the newest
 * click counts); the Facebook pair only together and well-formed; anything else stores nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { aLead } from '../support/builders';
import { leads } from '@/features/leads/tables';
import { persistFacebookConversion, persistGoogleConversion } from '@/features/leads/lead-updates';

describe.each(DATABASE_KINDS)('click conversions on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let id = '';
  beforeAll(async () => {
    h = await freshDatabase(kind);
    id = (await aLead(h.db, { email: `clicks-${kind}@example.de` })).id;
  }, 60_000);
  afterAll(async () => h?.dispose());
  const row = async () => (await h.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  test('gclid: stored, the newest click counts; not a click id → false, nothing changed', async () => {
    expect(await persistGoogleConversion(h.db, await row(), 'Cj0KCQiA_first')).toBe(true);
    expect(await persistGoogleConversion(h.db, await row(), ' Cj0KCQiA_second ')).toBe(true);
    expect(await persistGoogleConversion(h.db, await row(), '<script>')).toBe(false);
    expect(await persistGoogleConversion(h.db, await row(), 'short')).toBe(false);
    expect((await row()).gclid).toBe('Cj0KCQiA_second');
  });

  test('Facebook: both the _fbp browser id and the fbclid, well-formed, or nothing', async () => {
    expect(await persistFacebookConversion(h.db, await row(), '', 'IwAR2_click')).toBe(false);
    expect(await persistFacebookConversion(h.db, await row(), 'fb.1.1764230400000.1234567890', '')).toBe(false);
    expect(await persistFacebookConversion(h.db, await row(), 'not-a-browser-id', 'IwAR2_click')).toBe(false);
    expect(await row()).toMatchObject({ facebookBrowserId: null, fbclid: null });
    expect(await persistFacebookConversion(h.db, await row(), 'fb.1.1764230400000.1234567890', 'IwAR2_click')).toBe(true);
    expect(await row()).toMatchObject({ facebookBrowserId: 'fb.1.1764230400000.1234567890', fbclid: 'IwAR2_click' });
  });
});

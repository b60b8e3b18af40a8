/**
 * Issue 48, finding 8: a visitor who is not logged in saves a search from the page's script. The answer is no
 * error (it was 401, which the browser logs in its console before the login dialog opened): 202 Accepted, the save
 * kept under the cookie as before and claimed with the login. Without JavaScript the form still goes to the login
 * page of the property-search flow.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshDatabase } from '../support/databases';
import { aLead } from '../support/builders';
import { claimPending, radarsOf } from '@/features/properties/radar';
import { radarRequest } from '@/features/properties/radar-http';

const NOW = new Date('2026-11-20T08:00:00Z');
let h: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  h = await freshDatabase('pglite');
}, 60_000);
afterAll(async () => {
  await h?.dispose();
});

const saveForm = (criteria: string) => {
  const form = new FormData();
  form.set('locale', 'en');
  form.set('action', 'save');
  form.set('criteria', criteria);
  return form;
};
const tokenOf = (response: Response) => /hl_prop_save=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

test('the script: 202 with the login flow, the search kept under the cookie and claimed after the login', async () => {
  const response = await radarRequest(h.db, { form: saveForm('place=Leipzig&type=apartment'), locale: 'en', lead: null, json: true, now: NOW });
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ ok: false, pending: true, flow: 'prop_search' });
  expect(response.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
  const token = tokenOf(response);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const lead = await aLead(h.db, { email: 'pending-save@example.com', locale: 'en', givenName: 'Pia' });
  expect(await claimPending(h.db, lead.id, token, NOW)).toMatchObject({ kind: 'radar', outcome: { ok: true, created: true } });
  expect((await radarsOf(h.db, lead.id)).map((r) => r.criteria)).toEqual(['place=Leipzig&type=apartment']);
});

test('a plain form: the login page of the property-search flow, with the cookie', async () => {
  const response = await radarRequest(h.db, { form: saveForm('place=Dresden&type=house'), locale: 'en', lead: null, json: false, now: NOW });
  expect(response.status).toBe(303);
  expect(new URL(response.headers.get('location')!).pathname + new URL(response.headers.get('location')!).search).toBe('/en/login?flow=prop_search');
  expect(tokenOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

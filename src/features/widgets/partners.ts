/**
 * The partners who embed the widgets (issue 29, ADR 044): the only module that touches the `partners` table.
 * No `server-only` marker: the staff command (scripts/staff.ts) and the demo module (src/demo/partner.ts) use it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { partners } from './tables';
import { PARTNER_KEY, normalizeOrigin } from '@/lib/widget-frame';

export interface Partner {
  key: string;
  name: string;
  allowedOrigins: string[];
  active: boolean;
  isDemo: boolean;
  createdAt: Date;
}

export type PartnerResult = { ok: true; partner: Partner } | { ok: false; code: 'INVALID_NAME' | 'INVALID_ORIGIN' | 'NO_ORIGIN' | 'NOT_FOUND'; detail?: string };

/** At most this many origins per partner (a portal with a few domains; the header stays short). */
export const MAX_ORIGINS = 20;

/** A new partner key: 16 random bytes as base64url (22 characters, URL-safe, 128 bits). */
export function newPartnerKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The origins as given, normalised, or the first that is not an exact https (or local http) origin. */
export function parseOrigins(given: readonly string[]): { ok: true; origins: string[] } | { ok: false; code: 'INVALID_ORIGIN' | 'NO_ORIGIN'; detail?: string } {
  if (given.length === 0) return { ok: false, code: 'NO_ORIGIN' };
  if (given.length > MAX_ORIGINS) return { ok: false, code: 'INVALID_ORIGIN', detail: `more than ${MAX_ORIGINS}` };
  const origins: string[] = [];
  for (const text of given) {
    const origin = normalizeOrigin(text);
    if (!origin) return { ok: false, code: 'INVALID_ORIGIN', detail: text };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { ok: true, origins };
}

export async function addPartner(db: Database, input: { name: string; origins: readonly string[]; isDemo?: boolean; key?: string }, now = new Date()): Promise<PartnerResult> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 120 || /[\u0000-\u001f]/.test(name)) return { ok: false, code: 'INVALID_NAME' };
  const parsed = parseOrigins(input.origins);
  if (!parsed.ok) return parsed;
  const [row] = await db
    .insert(partners)
    .values({ key: input.key ?? newPartnerKey(), name, allowedOrigins: parsed.origins, active: true, isDemo: input.isDemo ?? false, createdAt: now })
    .returning();
  return { ok: true, partner: row! };
}

/** Replaces a partner's allowed origins (the list, not an addition: what the command was given is the list). */
export async function setPartnerOrigins(db: Database, key: string, origins: readonly string[]): Promise<PartnerResult> {
  const parsed = parseOrigins(origins);
  if (!parsed.ok) return parsed;
  const [row] = await db.update(partners).set({ allowedOrigins: parsed.origins }).where(eq(partners.key, key)).returning();
  return row ? { ok: true, partner: row } : { ok: false, code: 'NOT_FOUND' };
}

/** A disabled partner's widgets are refused everywhere (frame-ancestors 'none'); its past leads keep the key. */
export async function disablePartner(db: Database, key: string): Promise<PartnerResult> {
  const [row] = await db.update(partners).set({ active: false }).where(eq(partners.key, key)).returning();
  return row ? { ok: true, partner: row } : { ok: false, code: 'NOT_FOUND' };
}

export async function findPartner(db: Database, key: string): Promise<Partner | null> {
  if (!PARTNER_KEY.test(key)) return null;
  const [row] = await db.select().from(partners).where(eq(partners.key, key)).limit(1);
  return row ?? null;
}

/** The partner of a widget request: only an active one counts. */
export async function findActivePartner(db: Database, key: string): Promise<Partner | null> {
  if (!PARTNER_KEY.test(key)) return null;
  const [row] = await db.select().from(partners).where(and(eq(partners.key, key), eq(partners.active, true))).limit(1);
  return row ?? null;
}

/** The demo partner of the widget library page (the site's own origin), or null (no demo data). */
export async function findDemoPartner(db: Database): Promise<Partner | null> {
  const [row] = await db.select().from(partners).where(and(eq(partners.isDemo, true), eq(partners.active, true))).limit(1);
  return row ?? null;
}

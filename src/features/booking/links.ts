/**
 * Single-purpose links of booking e-mails (security reference "Booking"): a random 32-byte token in the URL,
 * only its SHA-256 hash in appointment_links, bound to one appointment and one purpose (reschedule | cancel),
 * expiring at the appointment's start. A cancel link works once; a reschedule replaces all links of the
 * appointment (the e-mail about the new time carries new ones), so an old e-mail's links stop working.
 * The page that opens them is the manage-appointment route (`/en/manage-appointment?token=…`,
 * `/de/termin-verwalten?token=…`; the token names its purpose).
 */
import { hashToken, isTokenShape, randomToken } from '@/lib/tokens';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { appointmentLinks } from './tables';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

export type LinkPurpose = 'reschedule' | 'cancel';


export function manageUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${localizedPath('manage-appointment', locale)}?token=${token}`;
}

export async function createAppointmentLink(tx: Database, appointmentId: string, purpose: LinkPurpose, expiresAt: Date): Promise<string> {
  const token = randomToken();
  await tx.insert(appointmentLinks).values({ tokenHash: hashToken(token), appointmentId, purpose, expiresAt });
  return token;
}

/** Both links of an appointment's e-mail. */
export async function appointmentLinksFor(tx: Database, appointmentId: string, startsAt: Date, baseUrl: string, locale: Locale) {
  const reschedule = await createAppointmentLink(tx, appointmentId, 'reschedule', startsAt);
  const cancel = await createAppointmentLink(tx, appointmentId, 'cancel', startsAt);
  return { rescheduleUrl: manageUrl(baseUrl, locale, reschedule), cancelUrl: manageUrl(baseUrl, locale, cancel) };
}

export type LinkLookup = { ok: true; appointmentId: string } | { ok: false; code: 'NOT_FOUND' | 'LINK_EXPIRED' };

/** The appointment a token of this purpose is for; a token of another purpose is unknown here. */
export async function findLink(db: Database, token: string, purpose: LinkPurpose, now: Date): Promise<LinkLookup> {
  if (!isTokenShape(token)) return { ok: false, code: 'NOT_FOUND' };
  const [row] = await db.select().from(appointmentLinks).where(eq(appointmentLinks.tokenHash, hashToken(token)));
  if (!row || row.purpose !== purpose) return { ok: false, code: 'NOT_FOUND' };
  if (row.usedAt || row.expiresAt <= now) return { ok: false, code: 'LINK_EXPIRED' };
  return { ok: true, appointmentId: row.appointmentId };
}

/** Uses up every live link of an appointment (after a cancel or reschedule). */
export async function retireLinks(tx: Database, appointmentId: string, now: Date): Promise<void> {
  await tx.update(appointmentLinks).set({ usedAt: now }).where(and(eq(appointmentLinks.appointmentId, appointmentId), isNull(appointmentLinks.usedAt)));
}

/** Marks one link used, atomically: false when another request used it first. */
export async function consumeLink(tx: Database, token: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(appointmentLinks)
    .set({ usedAt: now })
    .where(and(eq(appointmentLinks.tokenHash, hashToken(token)), isNull(appointmentLinks.usedAt)))
    .returning({ h: appointmentLinks.tokenHash });
  return rows.length === 1;
}

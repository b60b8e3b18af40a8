import 'server-only';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { webinarRegistrations } from './tables';
import { hashToken, isTokenShape } from '@/lib/tokens';
import { enqueueWebinarEmail } from './emails';
import { firstWaiting, lockWebinar, registrationByTokenHash, registrationWithPeople, seatsTaken } from './repository';

export type CancelOutcome = 'cancelled' | 'alreadyCancelled' | 'started' | 'invalid';

/** The registration a cancel link names, with its webinar, for the cancel page; null for an unknown link. */
export async function registrationForLink(db: Database, token: string | null | undefined) {
  if (!isTokenShape(token)) return null;
  const row = await registrationByTokenHash(db, hashToken(token));
  return row ? registrationWithPeople(db, row.id) : null;
}

/**
 * Cancels the registration of a cancel link (POST only; the link's GET shows what it would cancel). In one
 * transaction with the webinar locked: the registration is cancelled, and a seat it held goes to the first on
 * the waiting list, who gets a "seat" e-mail with the calendar file. The canceller gets a confirmation whose
 * calendar file (METHOD:CANCEL) removes the date, when they had a seat and so a calendar entry. A link used
 * again, or after the start, changes nothing.
 */
export async function cancelRegistration(db: Database, boss: PgBoss, token: string | null | undefined, now: Date, baseUrl: string): Promise<CancelOutcome> {
  if (!isTokenShape(token)) return 'invalid';
  const found = await registrationByTokenHash(db, hashToken(token));
  if (!found) return 'invalid';
  return db.transaction(async (tx) => {
    const webinar = await lockWebinar(tx, found.webinarId);
    const [row] = await tx.select().from(webinarRegistrations).where(eq(webinarRegistrations.id, found.id)).for('update');
    if (!webinar || !row) return 'invalid';
    if (row.status === 'cancelled') return 'alreadyCancelled';
    if (webinar.startsAt.getTime() <= now.getTime()) return 'started';
    await tx.update(webinarRegistrations).set({ status: 'cancelled', cancelledAt: now }).where(eq(webinarRegistrations.id, row.id));
    if (row.status === 'registered') {
      const me = await registrationWithPeople(tx, row.id);
      await enqueueWebinarEmail(tx, boss, me!, 'cancelled', now.toISOString(), { baseUrl });
      if ((await seatsTaken(tx, webinar.id)) < webinar.capacity) {
        const next = await firstWaiting(tx, webinar.id);
        if (next) {
          await tx.update(webinarRegistrations).set({ status: 'registered', seatedAt: now }).where(eq(webinarRegistrations.id, next.id));
          const seated = await registrationWithPeople(tx, next.id);
          // The seat e-mail has no cancel link of its own (only the hash of theirs is kept): it points to the waiting-list e-mail's.
          await enqueueWebinarEmail(tx, boss, seated!, 'seat', now.toISOString(), { baseUrl });
        }
      }
    }
    return 'cancelled';
  });
}

import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { emails } from './tables';

/** The newest e-mails (at most 100) for the local mailbox page. */
export async function listMailbox(db: Database) {
  return db
    .select({ id: emails.id, toAddress: emails.toAddress, subject: emails.subject, status: emails.status, createdAt: emails.createdAt })
    .from(emails)
    .orderBy(desc(emails.createdAt))
    .limit(100);
}

export async function mailboxEmail(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row ?? null;
}

/**
 * GDPR (issue 9, security reference "GDPR"): the data export holds everything stored about the lead plus its
 * files; account deletion removes the lead with everything that hangs on it, ends its sessions, cancels its
 * queued e-mails (which the delivery then never sends) and strips the address and content from the others.
 * On PGlite and on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';
import { seedFixtureRates } from '../support/app-db';
import { JPEG, MULTIPART_TYPE, PDF, multipartBody, streamOf } from '../support/multipart';
import { loginTokens } from '@/features/auth/tables';
import { documentContents, documents } from '@/features/documents/tables';
import { emails } from '@/features/email/tables';
import { leadRequests } from '@/features/lead-requests/tables';
import { consents, leadBrowsers, leads, sessions } from '@/features/leads/tables';
import { savedCalculations } from '@/features/saved-calculations/tables';
import { rateLimitEvents } from '@/features/security/tables';
import { createSession, readSession } from '@/features/leads/sessions';
import { issueLoginToken } from '@/features/auth/login-tokens';
import { uploadDocument } from '@/features/documents/upload-document';
import { deliverEmail, enqueueEmail, type OutgoingEmail } from '@/features/email/outbox';
import { loginLinkEmail, type LoginLinkData } from '@/features/auth/email-templates';
import { EMAIL_TEMPLATES } from '@/server/email-templates';
import { startBoss, stopBoss } from '@/server/queues';
import type { MailTransport } from '@/features/email/transport';
import { attributionFrom } from '@/features/leads/attribution';
import { rememberLeadBrowser } from '@/features/leads/browsers';
import { findOrCreateLead } from '@/features/leads/repository';
import { hitRateLimit } from '@/features/security/rate-limit';
import { deleteAccount } from '@/features/privacy/delete-account';
import { exportAccountData } from '@/features/privacy/export-data';

const T0 = new Date('2026-11-23T10:00:00Z');

const mail = (key: string, to: string): OutgoingEmail<LoginLinkData> => ({
  idempotencyKey: key,
  to,
  locale: 'de',
  message: { template: loginLinkEmail, data: { link: `https://www.hauslotse.de/de/anmelden/bestaetigen?token=${key}`, code: '482913', givenName: 'Anna' } },
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A transport that records what it was asked to send (and can fail). */
function recordingTransport(onSend?: (id: string) => Promise<void>): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(message) {
      await onSend?.(message.id);
      sent.push(message.to);
    },
  } as MailTransport & { sent: string[] };
}

describe.each(DATABASE_KINDS)('your data on %s', (kind) => {
  let h: Awaited<ReturnType<typeof freshDatabase>>;
  let boss: PgBoss;

  const newLead = async (email: string) => (await findOrCreateLead(h.db, { email, locale: 'de', givenName: 'Anna', surname: 'Lehmann', attribution: attributionFrom(new URLSearchParams('utm_source=newsletter'), null) })).lead.id;
  const upload = async (leadId: string, filename: string, data: Buffer, category: string) => {
    const body = multipartBody([{ name: 'category', value: category }, { name: 'file', filename, data }]);
    const result = await uploadDocument(h.db, { leadId, contentType: MULTIPART_TYPE, contentLength: body.length, body: streamOf(body), now: T0 });
    if (!result.ok) throw new Error(result.code);
    return result.document;
  };

  /** A lead with something in every table that belongs to it. */
  async function populatedLead(email: string) {
    const id = await newLead(email);
    await h.db.insert(consents).values({ leadId: id, purpose: 'terms-and-privacy', textVersion: '2026-11', givenAt: T0 });
    await h.db.insert(leadRequests).values({ leadId: id, kind: 'purchase', answers: { price: 450000, location: 'Leipzig' }, locale: 'de', submissionId: `sub-${email}`, createdAt: T0 });
    await h.db.insert(savedCalculations).values({ leadId: id, kind: 'mortgage', inputs: { price: 450000 }, summary: { monthlyPayment: 1890 }, createdAt: T0 });
    const session = await createSession(h.db, id, T0);
    await issueLoginToken(h.db, { leadId: id, email, now: T0 });
    await rememberLeadBrowser(h.db, id, T0);
    await hitRateLimit(h.db, `login-email:${email}`, { limit: 5, windowSeconds: 60 }, T0);
    const payslip = await upload(id, 'Gehalt März.pdf', PDF, 'payslips');
    const again = await upload(id, 'Gehalt März.pdf', PDF, 'payslips');
    const passport = await upload(id, 'Ausweis.jpg', JPEG, 'identity');
    return { id, session, payslip, again, passport };
  }

  beforeAll(async () => {
    h = await freshDatabase(kind);
    // Saved calculations are evaluated with the rate data of their day (ADR 019).
    await seedFixtureRates(h.db);
    boss = await startBoss(h.queue, { retryLimit: 3, retryDelay: 1, retryBackoff: false, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopBoss(boss, h.queue, 5000);
    await h?.dispose();
  });

  test('the export is one zip: data.json with the lead, consents, requests, calculations, documents, e-mails and sessions, plus every file', async () => {
    const { id } = await populatedLead('export@example.de');
    await h.db.transaction((tx) => enqueueEmail(tx, boss, mail('export-1', 'export@example.de')));
    const other = await populatedLead('someone-else@example.de');
    const zip = unzipSync(await readAll((await exportAccountData(h.db, id, T0))!));
    expect(Object.keys(zip).sort()).toEqual(['data.json', 'documents/Ausweis.jpg', 'documents/Gehalt März (2).pdf', 'documents/Gehalt März.pdf']);
    expect(Buffer.from(zip['documents/Gehalt März.pdf']!).equals(PDF)).toBe(true);
    expect(Buffer.from(zip['documents/Gehalt März (2).pdf']!).equals(PDF)).toBe(true);
    expect(Buffer.from(zip['documents/Ausweis.jpg']!).equals(JPEG)).toBe(true);
    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.lead).toMatchObject({ id, email: 'export@example.de', givenName: 'Anna', surname: 'Lehmann', utmSource: 'newsletter' });
    expect(data.consents).toEqual([{ purpose: 'terms-and-privacy', textVersion: '2026-11', givenAt: T0.toISOString(), withdrawnAt: null }]);
    expect(data.leadRequests).toEqual([expect.objectContaining({ kind: 'purchase', answers: { price: 450000, location: 'Leipzig' } })]);
    expect(data.savedCalculations).toEqual([expect.objectContaining({ kind: 'mortgage', summary: { monthlyPayment: 1890 } })]);
    const listed = data.documents.map((d: { fileName: string; file: string; contentType: string; category: string }) => [d.file, d.fileName, d.contentType, d.category]);
    expect(listed.sort()).toEqual([
      ['Ausweis.jpg', 'Ausweis.jpg', 'image/jpeg', 'identity'],
      ['Gehalt März (2).pdf', 'Gehalt März.pdf', 'application/pdf', 'payslips'],
      ['Gehalt März.pdf', 'Gehalt März.pdf', 'application/pdf', 'payslips'],
    ]);
    expect(data.emails).toEqual([expect.objectContaining({ subject: expect.stringContaining('Anmeldelink'), status: 'queued', template: 'loginLink' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ createdAt: T0.toISOString(), lastSeenAt: T0.toISOString() })]);
    // Nothing of anybody else, and no secrets (hashed session ids, storage keys).
    const text = strFromU8(zip['data.json']!);
    expect(text).not.toContain('someone-else');
    expect(text).not.toContain(other.id);
    expect(text).not.toMatch(/idHash|storageKey|doc_/);
  });

  test('deletion removes the lead and everything of it, ends its sessions, cancels and anonymises its e-mails; other leads keep theirs', async () => {
    const anna = await populatedLead('delete-me@example.de');
    const ben = await populatedLead('ben@example.de');
    await h.db.update(leads).set({ referrerLeadId: anna.id, hasReferrer: true }).where(eq(leads.id, ben.id));
    const queued = await h.db.transaction((tx) => enqueueEmail(tx, boss, mail('delete-queued', 'Delete-Me@example.de')));
    const sent = await h.db.transaction((tx) => enqueueEmail(tx, boss, mail('delete-sent', 'delete-me@example.de')));
    await h.db.update(emails).set({ status: 'sent', sentAt: T0 }).where(eq(emails.id, sent.id));
    const bens = await h.db.transaction((tx) => enqueueEmail(tx, boss, mail('ben-queued', 'ben@example.de')));
    expect(await readSession(h.db, anna.session.id, T0)).not.toBeNull();

    expect(await deleteAccount(h.db, anna.id)).toEqual({ ok: true, email: 'delete-me@example.de' });

    expect(await readSession(h.db, anna.session.id, T0)).toBeNull();
    for (const table of [sessions, loginTokens, leadBrowsers, leadRequests, consents, savedCalculations, documents] as const) {
      expect(await h.db.select().from(table).where(eq(table.leadId, anna.id)), `rows left in a table`).toEqual([]);
    }
    expect(await h.db.select().from(leads).where(eq(leads.id, anna.id))).toEqual([]);
    expect(await h.db.select().from(documentContents).where(sql`${documentContents.storageKey} not in (select storage_key from documents)`)).toEqual([]);
    const [q] = await h.db.select().from(emails).where(eq(emails.id, queued.id));
    const [s] = await h.db.select().from(emails).where(eq(emails.id, sent.id));
    expect(q).toMatchObject({ status: 'cancelled', toAddress: 'deleted', subject: '', html: '', text: '' });
    expect(s).toMatchObject({ status: 'sent', toAddress: 'deleted', subject: '', html: '', text: '' });
    const everything = JSON.stringify(await h.db.select().from(emails)) + JSON.stringify(await h.db.select().from(rateLimitEvents));
    expect(everything.toLowerCase()).not.toContain('delete-me@example.de');

    // Ben is untouched, only his referrer link is gone.
    expect(await readSession(h.db, ben.session.id, T0)).not.toBeNull();
    expect(await h.db.select().from(documents).where(eq(documents.leadId, ben.id))).toHaveLength(3);
    const [benRow] = await h.db.select().from(leads).where(eq(leads.id, ben.id));
    expect(benRow!.referrerLeadId).toBeNull();
    const [bensMail] = await h.db.select().from(emails).where(eq(emails.id, bens.id));
    expect(bensMail).toMatchObject({ status: 'queued', toAddress: 'ben@example.de' });

    // The cancelled e-mail's job sends nothing; Ben's still goes out.
    const transport = recordingTransport();
    await deliverEmail(h.db, transport, queued.id, 4, EMAIL_TEMPLATES);
    await deliverEmail(h.db, transport, bens.id, 4, EMAIL_TEMPLATES);
    expect(transport.sent).toEqual(['ben@example.de']);
    expect(await deleteAccount(h.db, anna.id)).toEqual({ ok: false, code: 'NOT_FOUND' });
  });

  test('an e-mail cancelled while its delivery attempt fails stays cancelled and is not retried', async () => {
    const id = await newLead('racing@example.de');
    const { id: emailId } = await h.db.transaction((tx) => enqueueEmail(tx, boss, mail('racing', 'racing@example.de')));
    const transport = recordingTransport(async () => {
      await deleteAccount(h.db, id); // the account is deleted while SMTP is being asked
      throw new Error('421 try again later');
    });
    await expect(deliverEmail(h.db, transport, emailId, 4, EMAIL_TEMPLATES)).resolves.toBeUndefined();
    const [row] = await h.db.select().from(emails).where(eq(emails.id, emailId));
    expect(row).toMatchObject({ status: 'cancelled', toAddress: 'deleted' });
  });
});

import { asc, eq, sql } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Database } from '@/db/client';
import { documents } from '@/features/documents/tables';
import { emails } from '@/features/email/tables';
import { leadRequests } from '@/features/lead-requests/tables';
import { consents, leads, sessions } from '@/features/leads/tables';
import { savedCalculations } from '@/features/saved-calculations/tables';
import { listDocuments, type DocumentInfo, databaseStorage } from '@/features/documents/server';
import { propertyDataOf } from '@/features/properties/server';
import { ownedDataOf } from '@/features/valuation/server';
import { certificateDataOf } from '@/features/certificates/server';
import { loanDataOf } from '@/features/loans/server';
import { offersDataOf } from '@/features/offers/server';
import { leadAnalyticsEvents, MAX_LEAD_EVENTS, type LeadAnalyticsEvent } from '@/features/analytics/server';

/** Data exports per lead and hour (an export reads every file of the lead). */
export const EXPORT_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };

/** What data.json holds (GDPR Art. 15 and 20: everything the site stores about the lead). */
export interface ExportData {
  exportedAt: string;
  lead: Record<string, unknown>;
  consents: { purpose: string; textVersion: string; givenAt: Date; withdrawnAt: Date | null }[];
  leadRequests: { kind: string; answers: unknown; locale: string; createdAt: Date }[];
  savedCalculations: { kind: string; inputs: unknown; summary: unknown; createdAt: Date }[];
  documents: (Omit<DocumentInfo, 'id'> & { id: string; file: string })[];
  emails: { subject: string; template: string; status: string; createdAt: Date; sentAt: Date | null }[];
  sessions: { createdAt: Date; lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null }[];
  /** The pages viewed and calculators used, linked to the account with the lead's consent (ADR 041). */
  siteUse: LeadAnalyticsEvent[];
  /** The property radar's saved searches and the favourites with their notes (issue 25). */
  propertySearch: Awaited<ReturnType<typeof propertyDataOf>>;
  /** The lead's own properties with their values over time and the loan (issue 26). */
  ownedProperties: Awaited<ReturnType<typeof ownedDataOf>>;
  /** The financing certificates' applicant information and certificates (issue 26). */
  financingCertificates: Awaited<ReturnType<typeof certificateDataOf>>;
  /** The homeowner's loans with the alerts sent for them and the rate watches (issue 51). */
  homeownerLoans: Awaited<ReturnType<typeof loanDataOf>>;
  /** The advisor's offers for the lead, with the lead's acceptance or question (issue 50). */
  advisorOffers: Awaited<ReturnType<typeof offersDataOf>>;
}

/** The lead's data as data.json plus its files, or null for an unknown lead. */
export async function collectExportData(db: Database, leadId: string, now: Date = new Date()): Promise<{ data: ExportData; files: { path: string; storageKey: string }[] } | null> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const docs = await listDocuments(db, leadId);
  const keys = new Map((await db.select({ id: documents.id, storageKey: documents.storageKey }).from(documents).where(eq(documents.leadId, leadId))).map((d) => [d.id, d.storageKey]));
  const paths = uniquePaths(docs.map((d) => d.fileName));
  const data: ExportData = {
    exportedAt: now.toISOString(),
    lead,
    consents: await db.select({ purpose: consents.purpose, textVersion: consents.textVersion, givenAt: consents.givenAt, withdrawnAt: consents.withdrawnAt }).from(consents).where(eq(consents.leadId, leadId)).orderBy(asc(consents.givenAt)),
    leadRequests: await db
      .select({ kind: leadRequests.kind, answers: leadRequests.answers, locale: leadRequests.locale, createdAt: leadRequests.createdAt })
      .from(leadRequests)
      .where(eq(leadRequests.leadId, leadId))
      .orderBy(asc(leadRequests.createdAt)),
    savedCalculations: await db
      .select({ kind: savedCalculations.kind, inputs: savedCalculations.inputs, summary: savedCalculations.summary, createdAt: savedCalculations.createdAt })
      .from(savedCalculations)
      .where(eq(savedCalculations.leadId, leadId))
      .orderBy(asc(savedCalculations.createdAt)),
    documents: docs.map((d, i) => ({ ...d, file: paths[i]! })),
    emails: await db
      .select({ subject: emails.subject, template: emails.template, status: emails.status, createdAt: emails.createdAt, sentAt: emails.sentAt })
      .from(emails)
      .where(eq(sql`lower(${emails.toAddress})`, lead.email.toLowerCase()))
      .orderBy(asc(emails.createdAt)),
    sessions: await db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.leadId, leadId))
      .orderBy(asc(sessions.createdAt)),
    siteUse: await leadAnalyticsEvents(db, leadId, MAX_LEAD_EVENTS),
    propertySearch: await propertyDataOf(db, leadId),
    ownedProperties: await ownedDataOf(db, leadId),
    financingCertificates: await certificateDataOf(db, leadId),
    homeownerLoans: await loanDataOf(db, leadId),
    advisorOffers: await offersDataOf(db, leadId),
  };
  return { data, files: docs.map((d, i) => ({ path: paths[i]!, storageKey: keys.get(d.id)! })) };
}

/**
 * The export as one zip, streamed: `data.json` first, then `documents/<name>` for every file, each read from
 * storage only when the reader asks for more (one file in memory at a time). Stored files are already
 * compressed formats (PDF, JPEG, PNG), so they go in uncompressed; data.json is deflated.
 */
export async function exportAccountData(db: Database, leadId: string, now: Date = new Date()): Promise<ReadableStream<Uint8Array> | null> {
  const collected = await collectExportData(db, leadId, now);
  if (!collected) return null;
  const { data, files } = collected;
  const storage = databaseStorage(db);
  let next = -1;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        if (chunk.length > 0) controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      if (next === -1) {
        const json = new ZipDeflate('data.json', { level: 6 });
        zip.add(json);
        json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
      } else if (next < files.length) {
        const file = files[next]!;
        const bytes = (await storage.get(file.storageKey)) ?? new Uint8Array(0);
        const entry = new ZipPassThrough(`documents/${file.path}`);
        zip.add(entry);
        entry.push(bytes, true);
      } else {
        zip.end();
      }
      next++;
    },
  });
}

/** Zip entry names for the files: their (already cleaned) names, with " (2)", " (3)" … for repeats. */
export function uniquePaths(names: string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    const clean = name.replace(/[\\/]/g, '_') || 'document';
    let candidate = clean;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) {
      const dot = clean.lastIndexOf('.');
      candidate = dot > 0 ? `${clean.slice(0, dot)} (${n})${clean.slice(dot)}` : `${clean} (${n})`;
    }
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

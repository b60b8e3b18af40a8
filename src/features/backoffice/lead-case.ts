import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { appointments } from '@/features/booking/tables';
import { financingCertificates } from '@/features/certificates/tables';
import { documents } from '@/features/documents/tables';
import { leadRequests } from '@/features/lead-requests/tables';
import { consents, leads } from '@/features/leads/tables';
import { savedCalculations } from '@/features/saved-calculations/tables';
import { partners } from '@/features/widgets/tables';
import { leadAnalyticsEvents } from '@/features/analytics/server';
import { registrationsOfLead } from '@/features/webinars/server';
import { auditEntries, type AuditEntry } from '@/features/audit/server';
import { certificateState, type CertificateState } from '@/features/certificates/server';
import { notesOf, staffCanSeeLead, type LeadNote, type LeadRow, type LeadViewer } from '@/features/leads/server';
import { leadOfferEvents, type OfferTimelineEvent } from '@/features/offers/server';

/**
 * One lead's case for the back office (issue 28): everything the site knows about the lead, in time order —
 * sign-up with attribution, consents, requests, appointments, documents, saved calculations, certificates,
 * notes, what staff changed (the audit log's entries about the lead) and, when the lead agreed to it, the pages
 * they viewed and the calculators they used (the newest SITE_EVENTS of them, ADR 041).
 */
export const SITE_EVENTS = 30;

export type TimelineEvent =
  | { kind: 'signup'; at: Date; lead: LeadRow }
  | { kind: 'consent'; at: Date; purpose: string; textVersion: string; withdrawnAt: Date | null }
  | { kind: 'site'; at: Date; event: string; path: string }
  | { kind: 'request'; at: Date; requestKind: string; answers: Record<string, unknown>; locale: string; partner: { key: string; name: string; page: string | null } | null }
  | { kind: 'appointment'; at: Date; startsAt: Date; contactType: string; advisorName: string; cancelledAt: Date | null }
  | { kind: 'document'; at: Date; id: string; fileName: string; sizeBytes: number; category: string | null; reviewStatus: string | null; reviewReason: string | null; reviewedBy: string | null }
  | { kind: 'calculation'; at: Date; calculationKind: string }
  | { kind: 'webinar'; at: Date; title: string; startsAt: Date; status: 'registered' | 'waiting' | 'cancelled'; utmSource: string; utmCampaign: string }
  | { kind: 'certificate'; at: Date; number: string; status: string; state: CertificateState; loanAmount: number; revokedAt: Date | null; revokedReason: string | null; checkedBy: string | null }
  | { kind: 'note'; at: Date; note: LeadNote }
  /** The customer accepted an advisor's offer or asked about it (issue 50, part 3). */
  | { kind: 'offer'; at: Date; event: OfferTimelineEvent }
  | { kind: 'staff'; at: Date; entry: AuditEntry };

export interface LeadCase {
  lead: LeadRow;
  advisorName: string | null;
  advisorIsDemo: boolean;
  timeline: TimelineEvent[];
}

export type LeadCaseResult = { ok: true; value: LeadCase } | { ok: false; code: 'NOT_FOUND' | 'FORBIDDEN' };

/** `today` (Berlin) decides whether a certificate still holds. */
export async function leadCase(db: Database, viewer: LeadViewer, leadId: string, today: string): Promise<LeadCaseResult> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return { ok: false, code: 'NOT_FOUND' };
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return { ok: false, code: 'NOT_FOUND' };
  if (!staffCanSeeLead(viewer, lead)) return { ok: false, code: 'FORBIDDEN' };
  const advisorId = lead.claimedAdvisorId ?? lead.defaultAdvisorId;
  const [advisor, consentRows, requestRows, appointmentRows, documentRows, calculationRows, certificateRows, notes, audit, siteEvents, webinarRows] = await Promise.all([
    advisorId ? db.select().from(advisors).where(eq(advisors.id, advisorId)).then((r) => r[0] ?? null) : Promise.resolve(null),
    db.select().from(consents).where(eq(consents.leadId, leadId)),
    // A request through a partner's widget names the partner and the embedding page (ADR 044).
    db.select({ r: leadRequests, partnerName: partners.name }).from(leadRequests).leftJoin(partners, eq(partners.key, leadRequests.partnerKey)).where(eq(leadRequests.leadId, leadId)),
    db
      .select({ a: appointments, givenName: advisors.givenName, surname: advisors.surname })
      .from(appointments)
      .innerJoin(advisors, eq(advisors.id, appointments.advisorId))
      .where(eq(appointments.leadId, leadId)),
    db
      .select({ id: documents.id, fileName: documents.fileName, sizeBytes: documents.sizeBytes, category: documents.category, createdAt: documents.createdAt, reviewStatus: documents.reviewStatus, reviewReason: documents.reviewReason, reviewedBy: documents.reviewedBy })
      .from(documents)
      .where(eq(documents.leadId, leadId)),
    db.select({ kind: savedCalculations.kind, createdAt: savedCalculations.createdAt }).from(savedCalculations).where(eq(savedCalculations.leadId, leadId)),
    db.select().from(financingCertificates).where(eq(financingCertificates.leadId, leadId)).orderBy(desc(financingCertificates.issuedAt)),
    notesOf(db, leadId),
    auditEntries(db, { subjectId: leadId, limit: 500 }),
    leadAnalyticsEvents(db, leadId, SITE_EVENTS),
    registrationsOfLead(db, leadId),
  ]);
  const offerEvents = await leadOfferEvents(db, leadId);
  const timeline: TimelineEvent[] = [
    { kind: 'signup', at: lead.createdAt, lead },
    ...consentRows.map((c) => ({ kind: 'consent' as const, at: c.givenAt, purpose: c.purpose, textVersion: c.textVersion, withdrawnAt: c.withdrawnAt })),
    ...siteEvents.map((e) => ({ kind: 'site' as const, at: e.at, event: e.event, path: e.path })),
    ...requestRows.map(({ r, partnerName }) => ({
      kind: 'request' as const,
      at: r.createdAt,
      requestKind: r.kind,
      answers: r.answers as Record<string, unknown>,
      locale: r.locale,
      partner: r.partnerKey ? { key: r.partnerKey, name: partnerName ?? r.partnerKey, page: r.partnerPage } : null,
    })),
    ...appointmentRows.map(({ a, givenName, surname }) => ({ kind: 'appointment' as const, at: a.createdAt, startsAt: a.startsAt, contactType: a.contactType, advisorName: `${givenName} ${surname}`, cancelledAt: a.cancelledAt })),
    ...documentRows.map((d) => ({ kind: 'document' as const, at: d.createdAt, id: d.id, fileName: d.fileName, sizeBytes: d.sizeBytes, category: d.category, reviewStatus: d.reviewStatus, reviewReason: d.reviewReason, reviewedBy: d.reviewedBy })),
    ...calculationRows.map((c) => ({ kind: 'calculation' as const, at: c.createdAt, calculationKind: c.kind })),
    ...webinarRows.map((w) => ({ kind: 'webinar' as const, ...w })),
    ...certificateRows.map((c) => ({ kind: 'certificate' as const, at: c.issuedAt, number: c.number, status: c.status, state: certificateState(c, today), loanAmount: c.loanAmount, revokedAt: c.revokedAt, revokedReason: c.revokedReason, checkedBy: c.checkedBy })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.createdAt, note })),
    ...offerEvents.map((event) => ({ kind: 'offer' as const, at: event.at, event })),
    // Notes have their own entries above; the audit log's copy of them would repeat them.
    ...audit.filter((e) => e.action !== 'lead.note_added').map((entry) => ({ kind: 'staff' as const, at: entry.at, entry })),
  ];
  // Newest first; the sign-up is the first event of a case even when later ones share its second.
  timeline.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.kind === 'signup' ? 1 : b.kind === 'signup' ? -1 : 0));
  return { ok: true, value: { lead, advisorName: advisor ? `${advisor.givenName} ${advisor.surname}` : null, advisorIsDemo: advisor?.isDemo === true, timeline } };
}

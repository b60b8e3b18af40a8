import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/db/client';
import { advisors } from '@/features/advisors/tables';
import { leadNotes, leads } from './tables';
import { recordAudit, type AuditActor } from '@/features/audit/server';
import { enqueueEmail } from '@/features/email/server';
import { advisorAssignedEmail, staffMessageEmail } from './email-templates';
import { isLocale, type Locale } from '@/i18n/routes';
import type { LeadRow } from './repository';

/**
 * The lead pipeline of the back office (issue 28; spec section 3: `pipeline_stage`, `probability.
 * expected_value_of_mortgage`, `optimal_offer.visible_to_customer`). Stages and the moves allowed between them
 * are defined here once; every change is written with the audit log entry in one transaction (ADR 036, 038).
 */
export const PIPELINE_STAGES = [
  'new',
  'contacted',
  'appointment_booked',
  'consultation',
  'documents_requested',
  'documents_complete',
  'application_submitted',
  'approved',
  'closed_won',
  'closed_lost',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Where a lead may go from each stage: forward, one step back where a case really goes back, lost, and reopen. */
export const STAGE_MOVES: Readonly<Record<PipelineStage, readonly PipelineStage[]>> = {
  new: ['contacted', 'appointment_booked', 'closed_lost'],
  contacted: ['appointment_booked', 'consultation', 'closed_lost'],
  appointment_booked: ['consultation', 'contacted', 'closed_lost'],
  consultation: ['documents_requested', 'closed_lost'],
  documents_requested: ['documents_complete', 'consultation', 'closed_lost'],
  documents_complete: ['application_submitted', 'documents_requested', 'closed_lost'],
  application_submitted: ['approved', 'documents_requested', 'closed_lost'],
  approved: ['closed_won', 'closed_lost'],
  closed_won: [],
  closed_lost: ['contacted'],
};

export const isPipelineStage = (value: string): value is PipelineStage => (PIPELINE_STAGES as readonly string[]).includes(value);

/** The stages a lead may move to now. A stage of older data outside the list may move to any stage. */
export const allowedMoves = (from: string): readonly PipelineStage[] => (isPipelineStage(from) ? STAGE_MOVES[from] : PIPELINE_STAGES.filter((s) => s !== from));

export type PipelineError = 'NOT_FOUND' | 'TRANSITION_NOT_ALLOWED' | 'STAGE_CHANGED' | 'INVALID_INPUT';
export type PipelineResult = { ok: true; lead: LeadRow } | { ok: false; code: PipelineError };

const subject = (leadId: string) => ({ kind: 'lead', id: leadId });

/**
 * Moves a lead from `from` (the stage the staff member saw) to `to`. Another change in between (a colleague, a
 * second tab) is STAGE_CHANGED, not silently overwritten.
 */
export async function changeLeadStage(db: Database, leadId: string, from: string, to: string, actor: AuditActor, now: Date): Promise<PipelineResult> {
  if (!isPipelineStage(to)) return { ok: false, code: 'INVALID_INPUT' };
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ stage: leads.pipelineStage }).from(leads).where(eq(leads.id, leadId));
    if (!current) return { ok: false, code: 'NOT_FOUND' } as const;
    if (current.stage !== from) return { ok: false, code: 'STAGE_CHANGED' } as const;
    if (!allowedMoves(from).includes(to)) return { ok: false, code: 'TRANSITION_NOT_ALLOWED' } as const;
    const [lead] = await tx
      .update(leads)
      .set({ pipelineStage: to, updatedAt: now })
      .where(and(eq(leads.id, leadId), eq(leads.pipelineStage, from)))
      .returning();
    if (!lead) return { ok: false, code: 'STAGE_CHANGED' } as const;
    await recordAudit(tx, { actor, action: 'lead.stage_changed', subject: subject(leadId), before: { stage: from }, after: { stage: to }, at: now });
    return { ok: true, lead } as const;
  });
}

export interface LeadForecast {
  /** Euros, whole; null: not known. */
  expectedValueOfMortgage: number | null;
  /** 0–100; null: not known. */
  closeProbabilityPercent: number | null;
  optimalOfferVisibleToCustomer: boolean;
}

/** The expected mortgage value, the chance it closes, and whether the lead sees the optimal offer. */
export async function setLeadForecast(db: Database, leadId: string, forecast: LeadForecast, actor: AuditActor, now: Date): Promise<PipelineResult> {
  const { expectedValueOfMortgage: value, closeProbabilityPercent: chance } = forecast;
  if (value !== null && (!Number.isInteger(value) || value < 0 || value > 100_000_000)) return { ok: false, code: 'INVALID_INPUT' };
  if (chance !== null && (!Number.isInteger(chance) || chance < 0 || chance > 100)) return { ok: false, code: 'INVALID_INPUT' };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, leadId));
    if (!before) return { ok: false, code: 'NOT_FOUND' } as const;
    const [lead] = await tx
      .update(leads)
      .set({ expectedValueOfMortgage: value, closeProbabilityPercent: chance, optimalOfferVisibleToCustomer: forecast.optimalOfferVisibleToCustomer, updatedAt: now })
      .where(eq(leads.id, leadId))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'lead.forecast_set',
      subject: subject(leadId),
      before: { expectedValueOfMortgage: before.expectedValueOfMortgage, closeProbabilityPercent: before.closeProbabilityPercent, optimalOfferVisibleToCustomer: before.optimalOfferVisibleToCustomer },
      after: { expectedValueOfMortgage: value, closeProbabilityPercent: chance, optimalOfferVisibleToCustomer: forecast.optimalOfferVisibleToCustomer },
      at: now,
    });
    return { ok: true, lead: lead! } as const;
  });
}

export const NOTE_MAX_LENGTH = 4000;
export type LeadNote = typeof leadNotes.$inferSelect;

/** A staff note on the lead (kept as written; a correction is a new note). */
export async function addLeadNote(db: Database, leadId: string, text: string, actor: AuditActor, now: Date): Promise<{ ok: true; note: LeadNote } | { ok: false; code: PipelineError }> {
  const body = text.trim();
  if (body.length === 0 || body.length > NOTE_MAX_LENGTH) return { ok: false, code: 'INVALID_INPUT' };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    if (!lead) return { ok: false, code: 'NOT_FOUND' } as const;
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorStaffId: actor.kind === 'staff' ? actor.staffId : null, authorLabel: actor.label, text: body, createdAt: now })
      .returning();
    await recordAudit(tx, { actor, action: 'lead.note_added', subject: subject(leadId), after: { note: body.length > 200 ? `${body.slice(0, 200)}…` : body }, at: now });
    return { ok: true, note: note! } as const;
  });
}

export async function notesOf(db: Database, leadId: string): Promise<LeadNote[]> {
  return db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(leadNotes.createdAt);
}

/**
 * Gives the lead to another advisor (an admin's action): the site's assignment (default advisor) becomes that
 * advisor and a choice the lead made earlier is replaced, so the lead's advisor is the new one everywhere. The
 * lead is told by e-mail in their language, through the outbox in the same transaction. The same advisor again
 * changes nothing and sends nothing.
 */
export async function assignLeadAdvisor(
  db: Database,
  boss: PgBoss,
  input: { leadId: string; advisorId: string; accountUrl: (locale: Locale) => string },
  actor: AuditActor,
  now: Date,
): Promise<(PipelineResult & { ok: true; changed: boolean }) | { ok: false; code: PipelineError }> {
  if (!/^[0-9a-f-]{36}$/i.test(input.advisorId)) return { ok: false, code: 'INVALID_INPUT' };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId));
    if (!lead) return { ok: false, code: 'NOT_FOUND' } as const;
    const [advisor] = await tx.select().from(advisors).where(and(eq(advisors.id, input.advisorId), eq(advisors.active, true)));
    if (!advisor) return { ok: false, code: 'INVALID_INPUT' } as const;
    const currentId = lead.claimedAdvisorId ?? lead.defaultAdvisorId;
    if (currentId === advisor.id) return { ok: true, lead, changed: false } as const;
    const [current] = currentId ? await tx.select({ givenName: advisors.givenName, surname: advisors.surname }).from(advisors).where(eq(advisors.id, currentId)) : [];
    const [updated] = await tx
      .update(leads)
      .set({ defaultAdvisorId: advisor.id, claimedAdvisorId: null, isAdvisorExplicit: false, updatedAt: now })
      .where(eq(leads.id, lead.id))
      .returning();
    const name = `${advisor.givenName} ${advisor.surname}`;
    await recordAudit(tx, { actor, action: 'lead.advisor_assigned', subject: subject(lead.id), before: { advisor: current ? `${current.givenName} ${current.surname}` : null }, after: { advisor: name }, at: now });
    const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
    await enqueueEmail(tx, boss, {
      idempotencyKey: `advisor-assigned:${lead.id}:${advisor.id}:${now.getTime()}`,
      to: lead.email,
      locale,
      message: { template: advisorAssignedEmail, data: { givenName: lead.givenName, advisorName: name, accountUrl: input.accountUrl(locale) } },
    });
    return { ok: true, lead: updated!, changed: true } as const;
  });
}

export const LEAD_MESSAGE_KINDS = ['missedCall', 'documentsReminder', 'offerReady'] as const;
export type LeadMessageKind = (typeof LEAD_MESSAGE_KINDS)[number];
export const MESSAGE_NOTE_MAX = 1000;

/**
 * An e-mail from staff to the lead from one of the back office's templates, in the lead's language, with an
 * optional personal note; through the outbox, audited in the same transaction.
 */
export async function sendLeadMessage(
  db: Database,
  boss: PgBoss,
  input: { leadId: string; kind: string; note: string; senderName: string; url: (kind: LeadMessageKind, locale: Locale) => string },
  actor: AuditActor,
  now: Date,
): Promise<{ ok: true } | { ok: false; code: PipelineError }> {
  const kind = LEAD_MESSAGE_KINDS.find((k) => k === input.kind);
  const note = input.note.trim();
  if (!kind || note.length > MESSAGE_NOTE_MAX) return { ok: false, code: 'INVALID_INPUT' };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId));
    if (!lead) return { ok: false, code: 'NOT_FOUND' } as const;
    const locale: Locale = isLocale(lead.locale) ? lead.locale : 'de';
    await enqueueEmail(tx, boss, {
      idempotencyKey: `staff-message:${lead.id}:${kind}:${now.getTime()}`,
      to: lead.email,
      locale,
      message: { template: staffMessageEmail, data: { kind, givenName: lead.givenName, senderName: input.senderName, note: note || null, url: input.url(kind, locale) } },
    });
    await recordAudit(tx, { actor, action: 'lead.message_sent', subject: subject(lead.id), after: { template: kind, locale, note: note || null }, at: now });
    return { ok: true } as const;
  });
}

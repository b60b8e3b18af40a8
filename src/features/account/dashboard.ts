import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents } from '@/features/documents/tables';
import { findAdvisorById, type Advisor } from '@/features/advisors/server';
import { bookedAppointments } from '@/features/booking/server';
import { findLeadById, type LeadRow } from '@/features/leads/server';
import { listSavedCalculations, type SavedCalculation } from '@/features/saved-calculations/server';

/**
 * The customer's view of the case: five stages in words a customer understands. Staff set the lead's
 * pipeline_stage; each known value maps to one of these stages, an unknown value to the first (the case is
 * then shown as just started rather than further along than it is).
 */
export const PROGRESS_STAGES = ['getToKnow', 'consultation', 'documents', 'offers', 'approval'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

const STAGE_OF_PIPELINE: Readonly<Record<string, ProgressStage>> = {
  new: 'getToKnow',
  contacted: 'getToKnow',
  qualified: 'consultation',
  appointment_booked: 'consultation',
  consultation: 'consultation',
  documents: 'documents',
  documents_requested: 'documents',
  documents_complete: 'offers',
  offers: 'offers',
  application: 'offers',
  application_submitted: 'approval',
  approved: 'approval',
  closed_won: 'approval',
};

export function progressStage(pipelineStage: string): ProgressStage {
  return STAGE_OF_PIPELINE[pipelineStage] ?? 'getToKnow';
}

export type NextStep = 'completeProfile' | 'uploadDocuments' | 'bookConsultation' | 'saveCalculation';

/** The lead's advisor: the claimed one, else the default one, else none yet. */
export interface AdvisorAssignment {
  advisor: Advisor | null;
  kind: 'claimed' | 'default' | null;
}

export async function advisorOf(db: Database, lead: Pick<LeadRow, 'claimedAdvisorId' | 'defaultAdvisorId'>): Promise<AdvisorAssignment> {
  if (lead.claimedAdvisorId) {
    const advisor = await findAdvisorById(db, lead.claimedAdvisorId);
    if (advisor) return { advisor, kind: 'claimed' };
  }
  if (lead.defaultAdvisorId) {
    const advisor = await findAdvisorById(db, lead.defaultAdvisorId);
    if (advisor) return { advisor, kind: 'default' };
  }
  return { advisor: null, kind: null };
}

export async function countDocuments(db: Database, leadId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.leadId, leadId));
  return row?.n ?? 0;
}

export interface Dashboard {
  stage: ProgressStage;
  nextSteps: NextStep[];
  documentCount: number;
  calculations: SavedCalculation[];
  advisor: AdvisorAssignment;
  /** Given name of the lead whose recommendation brought this lead (spec: has_referrer, referrer), or null. */
  referrerGivenName: string | null;
}

/** How many saved calculations the dashboard shows (the affordability page shows all). */
export const DASHBOARD_CALCULATIONS = 3;

/** Everything the dashboard shows, for one lead. */
export async function loadDashboard(db: Database, lead: LeadRow, now = new Date()): Promise<Dashboard> {
  const [documentCount, calculations, advisor, referrer, upcoming] = await Promise.all([
    countDocuments(db, lead.id),
    listSavedCalculations(db, lead.id, DASHBOARD_CALCULATIONS),
    advisorOf(db, lead),
    lead.hasReferrer && lead.referrerLeadId ? findLeadById(db, lead.referrerLeadId) : null,
    bookedAppointments(db, lead.id, now),
  ]);
  const stage = progressStage(lead.pipelineStage);
  const stageIndex = PROGRESS_STAGES.indexOf(stage);
  const nextSteps: NextStep[] = [];
  if (!lead.givenName || !lead.phone || !lead.homeBuyingStatus) nextSteps.push('completeProfile');
  // A lead with an appointment coming up sees it (with Move and Cancel) rather than an invitation to book again.
  if (stageIndex <= PROGRESS_STAGES.indexOf('consultation') && upcoming.length === 0) nextSteps.push('bookConsultation');
  if (calculations.length === 0) nextSteps.push('saveCalculation');
  if (stageIndex <= PROGRESS_STAGES.indexOf('documents')) nextSteps.push('uploadDocuments');
  return { stage, nextSteps, documentCount, calculations, advisor, referrerGivenName: referrer?.givenName ?? null };
}

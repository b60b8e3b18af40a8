/** The job applications and their CVs (tables job_applications, job_application_files): the only code of the feature that knows the ORM. */
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { jobApplicationFiles, jobApplications } from './tables';

type Db = Pick<Database, 'select' | 'insert'>;

export interface NewApplication {
  openingId: string | null;
  openingTitle: string | null;
  givenName: string;
  surname: string;
  email: string;
  phone: string | null;
  earliestStart: string;
  message: string;
  locale: string;
  submissionId: string;
  consentVersion: string;
  fileName: string;
  contentType: string;
  data: Buffer;
  createdAt: Date;
}

/** An application as staff see it: every column but the consent's text version. */
export type ApplicationRow = Omit<typeof jobApplications.$inferSelect, 'consentVersion'>;

const columns = {
  id: jobApplications.id,
  openingId: jobApplications.openingId,
  openingTitle: jobApplications.openingTitle,
  givenName: jobApplications.givenName,
  surname: jobApplications.surname,
  email: jobApplications.email,
  phone: jobApplications.phone,
  earliestStart: jobApplications.earliestStart,
  message: jobApplications.message,
  locale: jobApplications.locale,
  submissionId: jobApplications.submissionId,
  fileName: jobApplications.fileName,
  contentType: jobApplications.contentType,
  sizeBytes: jobApplications.sizeBytes,
  createdAt: jobApplications.createdAt,
  decidedAt: jobApplications.decidedAt,
};

/** Stores an application with its CV; null when its submission id is stored already (a repeated POST). */
export async function insertApplication(db: Db, input: NewApplication): Promise<{ id: string } | null> {
  const { data, ...row } = input;
  const [stored] = await db
    .insert(jobApplications)
    .values({ ...row, sizeBytes: data.length })
    .onConflictDoNothing({ target: jobApplications.submissionId })
    .returning({ id: jobApplications.id });
  if (!stored) return null;
  await db.insert(jobApplicationFiles).values({ applicationId: stored.id, data });
  return stored;
}

export async function findApplicationBySubmission(db: Db, submissionId: string): Promise<ApplicationRow | null> {
  const [row] = await db.select(columns).from(jobApplications).where(eq(jobApplications.submissionId, submissionId)).limit(1);
  return row ?? null;
}

/** The newest applications first (the staff's list). */
export async function listApplications(db: Db, limit = 200): Promise<ApplicationRow[]> {
  return db.select(columns).from(jobApplications).orderBy(desc(jobApplications.createdAt)).limit(limit);
}

/** An application with its CV's bytes, or null for an unknown id. */
export async function readApplicationCv(db: Db, id: string): Promise<{ application: ApplicationRow; data: Buffer } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select({ ...columns, data: jobApplicationFiles.data })
    .from(jobApplications)
    .innerJoin(jobApplicationFiles, eq(jobApplicationFiles.applicationId, jobApplications.id))
    .where(eq(jobApplications.id, id))
    .limit(1);
  if (!row) return null;
  const { data, ...application } = row;
  return { application, data };
}

/** Records the decision on an application once; returns the decision's time, or null for an unknown id. */
export async function markApplicationDecided(db: Pick<Database, 'update' | 'select'>, id: string, at: Date): Promise<{ decidedAt: Date; changed: boolean } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [updated] = await db.update(jobApplications).set({ decidedAt: at }).where(and(eq(jobApplications.id, id), isNull(jobApplications.decidedAt))).returning({ decidedAt: jobApplications.decidedAt });
  if (updated?.decidedAt) return { decidedAt: updated.decidedAt, changed: true };
  const [existing] = await db.select({ decidedAt: jobApplications.decidedAt }).from(jobApplications).where(eq(jobApplications.id, id));
  return existing?.decidedAt ? { decidedAt: existing.decidedAt, changed: false } : null;
}

/** Deletes the applications (and their CVs, by cascade) decided before `decidedBefore` or received before `receivedBefore`; returns how many. */
export async function deleteApplicationsDecidedOrReceivedBefore(db: Pick<Database, 'delete'>, cutoffs: { decidedBefore: Date; receivedBefore: Date }): Promise<number> {
  const deleted = await db
    .delete(jobApplications)
    .where(or(lt(jobApplications.decidedAt, cutoffs.decidedBefore), lt(jobApplications.createdAt, cutoffs.receivedBefore)))
    .returning({ id: jobApplications.id });
  return deleted.length;
}

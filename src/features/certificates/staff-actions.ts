import 'server-only';
import type { Database } from '@/db/client';
import type { AuditActor } from '@/features/audit/server';
import { findLeadById, staffCanSeeLead, type LeadViewer } from '@/features/leads/server';
import { certificateByNumber, markDocumentsChecked, revokeCertificate } from './repository';

export const CERTIFICATE_NUMBER = /^FZ-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

export type StaffCertificateAction =
  | { ok: true; action: 'checked' | 'revoked'; number: string }
  | { ok: false; code: 'BAD_NUMBER' | 'BAD_ACTION' | 'REASON_REQUIRED' | 'NOT_FOUND' | 'NO_CERTIFICATE' | 'CONFLICT' | 'FORBIDDEN' };

/**
 * Staff act on a financing certificate (issue 26 and 28): `check` marks its documents checked, `revoke` ends it with
 * a reason. Admins act on every certificate, an advisor on their own leads' only (FORBIDDEN otherwise). With
 * `leadId` the certificate must belong to that lead (the lead page's forms), else it is NOT_FOUND there.
 * Audited by the repository.
 */
export async function staffCertificateAction(
  db: Database,
  viewer: LeadViewer,
  input: { number: string; action: string; reason?: string; leadId?: string },
  actor: AuditActor,
  today: string,
  now: Date,
): Promise<StaffCertificateAction> {
  const number = input.number.trim().toUpperCase();
  if (!CERTIFICATE_NUMBER.test(number)) return { ok: false, code: 'BAD_NUMBER' };
  if (input.action !== 'check' && input.action !== 'revoke') return { ok: false, code: 'BAD_ACTION' };
  const certificate = await certificateByNumber(db, number);
  if (!certificate || (input.leadId !== undefined && certificate.leadId !== input.leadId)) return { ok: false, code: 'NOT_FOUND' };
  const lead = await findLeadById(db, certificate.leadId);
  if (!lead || !staffCanSeeLead(viewer, lead)) return { ok: false, code: 'FORBIDDEN' };
  if (input.action === 'check') {
    const result = await markDocumentsChecked(db, number, actor, today, now);
    return result.ok ? { ok: true, action: 'checked', number } : result;
  }
  const reason = (input.reason ?? '').trim();
  if (reason === '') return { ok: false, code: 'REASON_REQUIRED' };
  const result = await revokeCertificate(db, number, reason, actor, now);
  return result.ok ? { ok: true, action: 'revoked', number } : result;
}

import { getDb } from '@/db';
import { env } from '@/env';
import { jobQueue } from '@/server/jobs';
import { seeOther } from '@/features/auth/routes';
import { addLeadNote, assignLeadAdvisor, changeLeadStage, sendLeadMessage, type LeadMessageKind, findLeadById, setLeadForecast, staffCanSeeLead } from '@/features/leads/server';
import { reviewDocument } from '@/features/documents/server';
import { staffCertificateAction } from '@/features/certificates/server';
import { todayInBerlin } from '@/lib/dates';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';
import { parseMoney } from '@/lib/money-input';

/**
 * The lead page's forms (issue 28): `action` = stage (from, to) | forecast (value, probability, offerVisible) |
 * note (note) | advisor (advisor; admins only) | document (document, decision checked|rejected, reason) |
 * message (template, note) | certificate (number, decision check|revoke, reason). Staff only (401), and only for a lead they may see (403); the answer
 * goes back to the lead page with ?done= or ?error=. Every change is audited by its use case.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lead: string }> }) {
  const read = await readStaffForm(request, 'staff');
  if ('response' in read) return read.response;
  const { form, locale, staff, actor } = read;
  const db = await getDb();
  const lead = await findLeadById(db, (await params).lead);
  if (!lead) return errorResponse('NOT_FOUND');
  if (!staffCanSeeLead(staff, lead)) return errorResponse('FORBIDDEN');
  const now = new Date();
  const text = (name: string) => String(form.get(name) ?? '');
  const back = (outcome: string) => seeOther(`${localizedPath('staff-lead', locale, { lead: lead.id })}?${outcome}`);
  switch (text('action')) {
    case 'stage': {
      const result = await changeLeadStage(db, lead.id, text('from'), text('to'), actor, now);
      return back(result.ok ? 'done=stage' : `error=${result.code}`);
    }
    case 'forecast': {
      const value = text('value').trim();
      const probability = text('probability').trim().replace(/\s*%$/, '');
      const amount = value === '' ? null : parseMoney(value);
      const percent = probability === '' ? null : /^\d{1,3}$/.test(probability) ? Number(probability) : NaN;
      if ((value !== '' && amount === null) || Number.isNaN(percent)) return back('error=INVALID_INPUT');
      const result = await setLeadForecast(db, lead.id, { expectedValueOfMortgage: amount, closeProbabilityPercent: percent, optimalOfferVisibleToCustomer: form.get('offerVisible') === '1' }, actor, now);
      return back(result.ok ? 'done=forecast' : `error=${result.code}`);
    }
    case 'note': {
      const result = await addLeadNote(db, lead.id, text('note'), actor, now);
      return back(result.ok ? 'done=note' : `error=${result.code}`);
    }
    case 'advisor': {
      // Giving a lead to another advisor is an admin's decision.
      if (staff.role !== 'admin') return errorResponse('FORBIDDEN');
      const result = await assignLeadAdvisor(db, await jobQueue(), { leadId: lead.id, advisorId: text('advisor'), accountUrl: (l) => `${env.PUBLIC_BASE_URL}${localizedPath('account', l)}` }, actor, now);
      return back(result.ok ? (result.changed ? 'done=advisor' : 'done=advisorUnchanged') : `error=${result.code}`);
    }
    case 'message': {
      const url = (kind: LeadMessageKind, l: 'de' | 'en') =>
        `${env.PUBLIC_BASE_URL}${localizedPath(kind === 'missedCall' ? 'appointment' : kind === 'documentsReminder' ? 'account-upload-documents' : 'account', l)}`;
      const result = await sendLeadMessage(db, await jobQueue(), { leadId: lead.id, kind: text('template'), note: text('note'), senderName: staff.name, url }, actor, now);
      return back(result.ok ? 'done=message' : `error=${result.code}`);
    }
    case 'document': {
      const uploadUrl = (l: 'de' | 'en') => `${env.PUBLIC_BASE_URL}${localizedPath('account-upload-documents', l)}`;
      const decision = text('decision');
      const result = await reviewDocument(db, await jobQueue(), { documentId: text('document'), leadId: lead.id, decision, reason: text('reason'), uploadUrl }, actor, now);
      return back(result.ok ? (decision === 'checked' ? 'done=documentChecked' : 'done=documentRejected') : `error=${result.code}`);
    }
    case 'certificate': {
      const result = await staffCertificateAction(db, staff, { number: text('number'), action: text('decision'), reason: text('reason'), leadId: lead.id }, actor, todayInBerlin(now), now);
      if (result.ok) return back(result.action === 'checked' ? 'done=certificateChecked' : 'done=certificateRevoked');
      return back(`error=${result.code === 'REASON_REQUIRED' ? 'CERTIFICATE_REASON_REQUIRED' : result.code === 'FORBIDDEN' || result.code === 'BAD_NUMBER' || result.code === 'BAD_ACTION' ? 'INVALID_INPUT' : result.code}`);
    }
    default:
      return back('error=INVALID_INPUT');
  }
}

import 'server-only';
import { readPostedForm, refuseBeforeBody } from '@/features/auth/server';
import type { AuditActor } from '@/features/audit/server';
import { isLocale, type Locale } from '@/i18n/routes';
import { errorResponse } from '@/lib/app-error';
import { readMultipart, type MultipartLimits, type MultipartResult } from '@/lib/multipart';
import { isSameOrigin } from '@/lib/origin';
import { getStaffUser } from './identity';
import type { StaffRow } from './staff';

export interface StaffForm {
  form: FormData;
  locale: Locale;
  staff: StaffRow;
  /** The staff member as the audit log names them. */
  actor: AuditActor;
  /** A text field, trimmed ('' when absent or a file). */
  text: (name: string) => string;
}

/**
 * The start of every staff page's form endpoint: the site's checks that need no body (same origin, type;
 * `refuseBeforeBody`), then the staff session (401 without one) and, for admins' forms, the role (403 for an
 * advisor), and only then the posted form, read up to its limit (`readPostedForm`, issue 46). Finer rules (an
 * advisor's own leads and calendar) stay with the use cases.
 */
export async function readStaffForm(request: Request, need: 'staff' | 'admin'): Promise<StaffForm | { response: Response }> {
  const refused = refuseBeforeBody(request);
  if (refused) return { response: refused };
  const staff = await getStaffUser();
  if (!staff) return { response: errorResponse('UNAUTHENTICATED') };
  if (need === 'admin' && staff.role !== 'admin') return { response: errorResponse('FORBIDDEN') };
  const read = await readPostedForm(request);
  if ('response' in read) return read;
  const { form, locale } = read;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return { form, locale, staff, actor: { kind: 'staff', staffId: staff.id, label: staff.email }, text };
}

export interface StaffUpload {
  /** The multipart body as read (`ok: false` with FILE_TOO_LARGE keeps the fields read before the file). */
  parsed: MultipartResult;
  /** The form's `locale` field, else the address's `?locale=`, else German. */
  locale: Locale;
  staff: StaffRow;
  actor: AuditActor;
}

/**
 * The start of an admin's upload endpoint (the advisor pictures, the lenders' condition sheets): a foreign or missing
 * Origin (403), no staff session (401), an advisor (403) and a body that is not multipart (415) are all refused
 * before the body is read; then the body is read as a stream within `limits` (`readMultipart`: a file is refused at
 * the first byte past its limit).
 */
export async function readStaffUpload(request: Request, limits: MultipartLimits): Promise<StaffUpload | { response: Response }> {
  const early: Locale = ((l) => (isLocale(l) ? l : 'de'))(new URL(request.url).searchParams.get('locale'));
  if (!isSameOrigin(request, { allowMissing: false })) return { response: errorResponse('FORBIDDEN_ORIGIN') };
  const staff = await getStaffUser();
  if (!staff) return { response: errorResponse('UNAUTHENTICATED') };
  if (staff.role !== 'admin') return { response: errorResponse('FORBIDDEN') };
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) return { response: errorResponse('UNSUPPORTED_TYPE') };
  const parsed = await readMultipart(request.body, type, limits);
  const locale: Locale = isLocale(parsed.fields.locale ?? '') ? (parsed.fields.locale as Locale) : early;
  return { parsed, locale, staff, actor: { kind: 'staff', staffId: staff.id, label: staff.email } };
}

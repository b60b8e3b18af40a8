import 'server-only';
import { readPostedForm, refuseBeforeBody } from '@/features/auth/server';
import type { AuditActor } from '@/features/audit/server';
import type { Locale } from '@/i18n/routes';
import { errorResponse } from '@/lib/app-error';
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

import 'server-only';
import { readPostedForm } from '@/features/auth/server';
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
 * The start of every staff page's form endpoint: the posted form read with the site's checks (same origin, type,
 * size; `readPostedForm`), then the staff session (401 without one) and, for admins' forms, the role (403 for an
 * advisor). Finer rules (an advisor's own leads and calendar) stay with the use cases.
 */
export async function readStaffForm(request: Request, need: 'staff' | 'admin'): Promise<StaffForm | { response: Response }> {
  const read = await readPostedForm(request);
  if ('response' in read) return read;
  const staff = await getStaffUser();
  if (!staff) return { response: errorResponse('UNAUTHENTICATED') };
  if (need === 'admin' && staff.role !== 'admin') return { response: errorResponse('FORBIDDEN') };
  const { form, locale } = read;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return { form, locale, staff, actor: { kind: 'staff', staffId: staff.id, label: staff.email }, text };
}

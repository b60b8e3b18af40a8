import 'server-only';
import { cookies } from 'next/headers';
import { decodeDraft } from '@/lib/forms/form-state';
import { WIDGET_CONTACT_DRAFT, type ContactDraft } from './cookies';

/**
 * What the visitor typed into the contact step of a request sent from a partner's widget frame and refused
 * (the partitioned draft cookie, set by POST /api/lead-requests): the widget's page shows it again.
 */
export async function widgetContactDraft(): Promise<ContactDraft | null> {
  return decodeDraft(WIDGET_CONTACT_DRAFT, (await cookies()).get(WIDGET_CONTACT_DRAFT.name)?.value);
}

import { getDb } from '@/db';
import { readAccountForm, seeOther } from '@/features/auth/routes';
import { isEmploymentType, deleteDocument } from '@/features/documents/routes';
import { localizedPath } from '@/i18n/paths';

type Context = { params: Promise<{ id: string }> };

/** Deletes one of the lead's documents (POST form on the upload page), then back to the page. */
export async function POST(request: Request, { params }: Context) {
  const read = await readAccountForm(request);
  if ('response' in read) return read.response;
  const { form, locale, lead } = read;
  const deleted = await deleteDocument(await getDb(), lead.id, (await params).id);
  const type = form.get('type');
  const query = new URLSearchParams({ ...(isEmploymentType(type) ? { type } : {}), ...(deleted ? {} : { error: 'NOT_FOUND' }) });
  return seeOther(`${localizedPath('account-upload-documents', locale)}${query.size ? `?${query}` : ''}`);
}

import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { uploadPage, uploadPageState, uploadDocument } from '@/features/documents/routes';
import { getLoggedInLead } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import { errorResponse } from '@/lib/app-error';
import { isSameOrigin } from '@/lib/origin';
import { wantsJson } from '@/lib/wants-json';

/**
 * Upload of one document (multipart: file, category, locale). The body is streamed, never read with
 * request.formData(): the size limit stops reading at the first byte too many. Without JavaScript the answer is
 * a 303 back to the upload page with the result; with `Accept: application/json` it is
 * `{ ok, code, document }` (201), or the site's error body `{ error: { code, field, params } }` with the code's status.
 */
export async function POST(request: Request) {
  const url = new URL(request.url);
  const json = wantsJson(request);
  const early = uploadPageState(url);
  if (!isSameOrigin(request, { allowMissing: false })) return json ? errorResponse('FORBIDDEN_ORIGIN') : uploadPage(early, { error: 'FORBIDDEN_ORIGIN' });
  const lead = await getLoggedInLead();
  if (!lead) return json ? errorResponse('UNAUTHENTICATED') : seeOther(localizedPath('login', early.locale));
  const length = request.headers.get('content-length');
  const result = await uploadDocument(await getDb(), {
    leadId: lead.id,
    contentType: request.headers.get('content-type'),
    contentLength: length !== null && /^\d+$/.test(length) ? Number(length) : null,
    body: request.body,
  });
  const state = uploadPageState(url, result.fields);
  if (!result.ok) return json ? errorResponse(result.code) : uploadPage(state, { error: result.code });
  if (json) return NextResponse.json({ ok: true, code: 'UPLOADED', document: { id: result.document.id, fileName: result.document.fileName } }, { status: 201 });
  return uploadPage(state, { uploaded: result.document.id });
}

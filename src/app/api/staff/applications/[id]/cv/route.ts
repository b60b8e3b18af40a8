import { getDb } from '@/db';
import { downloadApplicationCv } from '@/features/careers/server';
import { attachmentDisposition } from '@/features/documents/server';
import { getStaffUser } from '@/features/staff/server';
import { errorResponse } from '@/lib/app-error';

type Context = { params: Promise<{ id: string }> };

/**
 * The CV of a job application, for admins only (audited). Anybody else, and an unknown id, get the same 404:
 * nothing tells whether the application exists.
 */
export async function GET(_request: Request, { params }: Context) {
  const found = await downloadApplicationCv(await getDb(), { staff: await getStaffUser(), id: (await params).id });
  if (!found) return errorResponse('NOT_FOUND');
  return new Response(new Uint8Array(found.data), {
    headers: {
      'Content-Type': found.application.contentType,
      'Content-Length': String(found.data.length),
      'Content-Disposition': attachmentDisposition(found.application.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

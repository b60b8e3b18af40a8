import { getDb } from '@/db';
import { attachmentDisposition, downloadDocumentAsStaff, readDocumentForViewer } from '@/features/documents/routes';
import { getLoggedInLead } from '@/features/leads/routes';
import { getStaffUser } from '@/features/staff/routes';
import { errorResponse } from '@/lib/app-error';

type Context = { params: Promise<{ id: string }> };

const notFound = () => errorResponse('NOT_FOUND');

/**
 * Download of a document by its owner or staff with the admin cookie (features/documents/access.ts decides who may see it). Someone else's
 * id, an unknown id and a request without a session all get the same 404: nothing tells whether the id exists. Every
 * staff download is written to the audit log (features/documents/staff-download.ts); a refused one is not.
 */
export async function GET(_request: Request, { params }: Context) {
  const staff = await getStaffUser();
  const lead = staff ? null : await getLoggedInLead();
  if (!staff && !lead) return notFound();
  const db = await getDb();
  const id = (await params).id;
  const found = staff ? await downloadDocumentAsStaff(db, { staff, id }) : lead ? await readDocumentForViewer(db, { kind: 'lead', leadId: lead.id }, id) : null;
  if (!found) return notFound();
  return new Response(new Uint8Array(found.data), {
    headers: {
      'Content-Type': found.document.contentType,
      'Content-Length': String(found.data.length),
      'Content-Disposition': attachmentDisposition(found.document.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

import { NextResponse } from 'next/server';
import { getDb } from '@/db';
import { attachmentDisposition } from '@/features/documents/file-name';
import { readDocumentForViewer } from '@/features/documents/repository';
import { getLoggedInLead } from '@/features/leads/lead-state';

type Context = { params: Promise<{ id: string }> };

const notFound = () => NextResponse.json({ ok: false, code: 'NOT_FOUND' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * Download of a document by its owner (features/documents/access.ts decides who may see it). Someone else's
 * id, an unknown id and a request without a session all get the same 404: nothing tells whether the id exists.
 */
export async function GET(_request: Request, { params }: Context) {
  const lead = await getLoggedInLead();
  if (!lead) return notFound();
  const found = await readDocumentForViewer(await getDb(), { kind: 'lead', leadId: lead.id }, (await params).id);
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

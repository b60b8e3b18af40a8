import { certificatePdfRequest } from '@/features/certificates/server';

/** One of the lead's financing certificates as a PDF (issue 26): see certificate-http.ts. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return certificatePdfRequest(request, (await params).id);
}

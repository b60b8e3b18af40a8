import { certificateFormRequest } from '@/features/certificates/server';

/** The account's financing certificate form (issue 26): a plain POST that issues a certificate; see certificate-http.ts. */
export async function POST(request: Request) {
  return certificateFormRequest(request);
}

import { payslipRequest } from '@/features/certificates/server';

/** A payslip for the current certificate (issue 26, the spec's payslip flow): see certificate-http.ts. */
export async function POST(request: Request) {
  return payslipRequest(request);
}

import { newCaptchaChallenge } from '@/features/security/routes';

/** A new CAPTCHA challenge for the login e-mail step (ALTCHA widget, ADR 016). Never cached: each is used once. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json(await newCaptchaChallenge(), { headers: { 'Cache-Control': 'no-store' } });
}

import 'server-only';
import { readPostedForm } from '@/features/auth/server';
import type { Locale } from '@/i18n/routes';
import { isFunnelCode, type FunnelCode } from './answers';

/**
 * A posted funnel form (Origin checked, locale read): the funnel it names, or null when it names none; or the
 * response to send instead (foreign origin, unreadable body).
 */
export async function readFunnelForm(request: Request): Promise<{ form: FormData; locale: Locale; funnel: FunnelCode | null } | { response: Response }> {
  const read = await readPostedForm(request);
  if ('response' in read) return read;
  const funnel = read.form.get('funnel');
  return { form: read.form, locale: read.locale, funnel: isFunnelCode(funnel) ? funnel : null };
}

import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { moderateReview } from '@/features/reviews/server';
import { readStaffForm } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';

/** The moderation page's forms (issue 29): publish, reject with a reason, reply. Any staff member (401 without a session); audited. */
export async function POST(request: Request) {
  const read = await readStaffForm(request, 'staff');
  if ('response' in read) return read.response;
  const { locale, actor, text } = read;
  const page = localizedPath('staff-reviews', locale);
  const action = text('action');
  if (action !== 'publish' && action !== 'reject' && action !== 'reply') return seeOther(page);
  const id = text('id').slice(0, 40);
  const result = await moderateReview(await getDb(), { id, action, reason: text('reason'), reply: text('reply') }, actor, new Date());
  return seeOther(result.ok ? `${page}?done=${action}` : `${page}?error=${result.code}&review=${encodeURIComponent(id)}#review-${encodeURIComponent(id)}`);
}

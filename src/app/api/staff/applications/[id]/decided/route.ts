import { getDb } from '@/db';
import { seeOther } from '@/features/auth/routes';
import { recordApplicationDecision } from '@/features/careers/server';
import { getStaffUser } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import { isLocale } from '@/i18n/routes';
import { errorResponse } from '@/lib/app-error';
import { isSameOrigin } from '@/lib/origin';

type Context = { params: Promise<{ id: string }> };

/** An admin records the decision on an application (the staff list's button): from then its six months run. */
export async function POST(request: Request, { params }: Context) {
  if (!isSameOrigin(request, { allowMissing: false })) return errorResponse('FORBIDDEN_ORIGIN');
  const locale = new URL(request.url).searchParams.get('locale');
  const done = await recordApplicationDecision(await getDb(), { staff: await getStaffUser(), id: (await params).id });
  if (!done) return errorResponse('NOT_FOUND');
  return seeOther(localizedPath('staff-applications', isLocale(locale) ? locale : 'de'));
}

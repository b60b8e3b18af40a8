import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { formatWebinarWhen, registrationForLink, WEBINAR_DONE_COOKIE } from '@/features/webinars/server';
import { localizedPath } from '@/i18n/paths';
import { firstValue } from '@/lib/search-params';

/**
 * The cancel link of a webinar registration (issue 29). A GET changes nothing (mail scanners open links); the
 * button posts. Rendered per request, never indexed, the token kept on this site (referrer same-origin).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('webinar-cancel', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

const OUTCOMES = ['cancelled', 'alreadyCancelled', 'started', 'invalid'] as const;

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'webinars' });
  const datesLink = (
    <a href={localizedPath('lp-webinar', locale)} className="mt-4 inline-block font-semibold text-brand-700 underline">
      {t('backToDates')}
    </a>
  );
  const done = firstValue(query.done);
  const flash = (await cookies()).get(WEBINAR_DONE_COOKIE)?.value;
  if (done && flash === `cancel:${done}` && (OUTCOMES as readonly string[]).includes(done)) {
    return (
      <StandardPage routeName="webinar-cancel" locale={locale}>
        <p role="status" className="max-w-2xl rounded-lg bg-green-50 p-4 text-green-900" data-testid="webinar-cancel-done">{t(done === 'cancelled' ? 'cancel.done' : `cancel.${done as 'invalid'}`)}</p>
        {datesLink}
      </StandardPage>
    );
  }
  const token = firstValue(query.token) ?? '';
  const now = new Date();
  const row = await registrationForLink(await getDb(), token);
  const state = !row ? 'invalid' : row.r.status === 'cancelled' ? 'alreadyCancelled' : row.w.startsAt.getTime() <= now.getTime() ? 'started' : null;
  if (state || !row) {
    return (
      <StandardPage routeName="webinar-cancel" locale={locale}>
        <p className="max-w-2xl" data-testid="webinar-cancel-unavailable">{t(`cancel.${state ?? 'invalid'}`)}</p>
        {datesLink}
      </StandardPage>
    );
  }
  return (
    <StandardPage routeName="webinar-cancel" locale={locale}>
      <form method="post" action="/api/webinars/cancel" className="max-w-2xl rounded-2xl border border-slate-200 p-5" data-testid="webinar-cancel-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <p className="font-medium">{t('cancel.question', { title: row.w.title, when: formatWebinarWhen(row.w.startsAt, row.w.zone, locale) })}</p>
        {row.r.status === 'waiting' && <p className="mt-2 text-sm text-muted">{t('cancel.waitingNote')}</p>}
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-4`}>{t('cancel.button')}</button>
      </form>
    </StandardPage>
  );
}

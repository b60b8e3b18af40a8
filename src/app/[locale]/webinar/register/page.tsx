import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { attributionFields } from '@/features/lead-requests/routes';
import { RegistrationForm } from '@/features/webinars/routes';
import { formatWebinarWhen, REGISTRATION_CODES, REGISTRATION_FORM_ERRORS, WEBINAR_DONE_COOKIE, WEBINAR_DRAFT, webinarListing } from '@/features/webinars/server';
import { localizedPath } from '@/i18n/paths';
import { readFormState } from '@/lib/forms/form-state';
import { firstValue } from '@/lib/search-params';

/**
 * Registration for one webinar (issue 29): its date, language, speaker and seats, and the form (a seat, or the
 * waiting list when it is full). Rendered per request (a new submission id each time), never indexed. After the
 * POST it says what happened only to the browser that sent it (a short-lived cookie with the registration).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('webinar-register', await params)), robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'webinars' });
  const db = await getDb();
  const now = new Date();
  const jar = await cookies();
  const webinar = await webinarListing(db, firstValue(query.webinar) ?? '');
  const datesPath = localizedPath('lp-webinar', locale);
  const back = (
    <a href={datesPath} className="mt-4 inline-block font-semibold text-brand-700 underline">
      {t('backToDates')}
    </a>
  );
  const done = firstValue(query.done);
  const doneCookie = jar.get(WEBINAR_DONE_COOKIE)?.value ?? '';
  if (webinar && (done === 'registered' || done === 'waiting') && doneCookie === `${webinar.id}:${done}`) {
    return (
      <StandardPage routeName="webinar-register" locale={locale}>
        <p role="status" className="max-w-2xl rounded-lg bg-green-50 p-4 text-green-900" data-testid="webinar-done">{t(`done.${done}`)}</p>
        <a href={datesPath} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('done.more')}</a>
      </StandardPage>
    );
  }
  if (!webinar || webinar.startsAt.getTime() <= now.getTime()) {
    return (
      <StandardPage routeName="webinar-register" locale={locale}>
        <p className="max-w-2xl" data-testid="webinar-unavailable">{t(webinar ? 'started' : 'unknown')}</p>
        {back}
      </StandardPage>
    );
  }
  const form = readFormState({ errors: firstValue(query.errors), error: firstValue(query.error) }, jar.get(WEBINAR_DRAFT.name)?.value, {
    cookie: WEBINAR_DRAFT,
    codes: REGISTRATION_CODES,
    formErrors: REGISTRATION_FORM_ERRORS,
  });
  const referer = (await headers()).get('referer');
  let refererUrl: URL | null = null;
  try {
    refererUrl = referer ? new URL(referer) : null;
  } catch {
    refererUrl = null;
  }
  const when = formatWebinarWhen(webinar.startsAt, 'Europe/Berlin', locale);
  return (
    <StandardPage routeName="webinar-register" locale={locale}>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <aside className="rounded-2xl bg-brand-50 p-5 lg:order-2" data-testid="webinar-summary">
          {webinar.isDemo && <p className="mb-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">{t('demoBadge')}</p>}
          <h2 className="text-lg font-semibold text-ink">{webinar.title}</h2>
          <p className="mt-1 font-medium">{when}</p>
          <p className="mt-1 text-sm">{t('duration', { minutes: webinar.durationMinutes })} · {t('language', { language: t(`languages.${webinar.language}`) })}</p>
          <p className="mt-1 text-sm">{t('speaker', { name: `${webinar.speaker.givenName} ${webinar.speaker.surname}` })}</p>
          <p className="mt-2 text-sm font-semibold">{webinar.seatsLeft === 0 ? t('full') : t('seatsLeft', { left: webinar.seatsLeft, capacity: webinar.capacity })}</p>
          {webinar.isDemo && <p className="mt-2 text-sm text-muted">{t('demoNote')}</p>}
        </aside>
        <div className="lg:order-1">
          <RegistrationForm locale={locale} webinarId={webinar.id} full={webinar.seatsLeft === 0} form={form} hidden={attributionFields(query, refererUrl)} />
        </div>
      </div>
    </StandardPage>
  );
}

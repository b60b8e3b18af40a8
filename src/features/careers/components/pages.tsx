import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/layout/JsonLd';
import { StandardPage } from '@/components/page/StandardPage';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import { LOCALES, type Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { readFormState } from '@/lib/forms/form-state';
import { hyphenateHeading } from '@/lib/hyphenate';
import { APPLICATION_FIELD_CODES, APPLICATION_FIELDS, APPLICATION_FORM_ERRORS } from '../index';
import { APPLICATION_DRAFT } from '../cookies';
import { isOpen, type Opening } from '../openings';
import { listOpenOpenings, openingById } from '../store';
import { jobPostingLd } from '../structured-data';
import { ApplicationForm, ApplicationSent, type ApplicationFormState } from './ApplicationForm';
import { formatDay, OpeningFacts } from './OpeningFacts';
import { OpeningsList } from './OpeningsList';

export interface ApplicationQuery {
  errors?: string;
  error?: string;
  status?: string;
}

/** The refused POST's codes from the address and the typed values from the draft cookie (per request). */
async function formState(query: ApplicationQuery): Promise<ApplicationFormState> {
  const draft = (await cookies()).get(APPLICATION_DRAFT.name)?.value;
  return readFormState(query, draft, {
    cookie: APPLICATION_DRAFT,
    errorFields: [...APPLICATION_FIELDS, 'cv', 'consent'],
    codes: APPLICATION_FIELD_CODES,
    formErrors: [...APPLICATION_FORM_ERRORS, 'INVALID_INPUT'],
  }) as ApplicationFormState;
}

/** The careers page's openings (cached page: revalidated daily, so an opening leaves the list the day after it closes at the latest). */
export async function CareersOpenings({ locale }: { locale: Locale }) {
  return <OpeningsList locale={locale} openings={listOpenOpenings(locale, todayInBerlin())} />;
}

/** The same opening in the other locales (openings pair by id). */
export function openingCounterparts(opening: Opening): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    LOCALES.flatMap((l) => {
      const twin = l === opening.locale ? opening : openingById(l, opening.id);
      return twin ? [[l, localizedPath('careers-opening', l, { opening: twin.slug })]] : [];
    }),
  );
}

/**
 * An opening's page (route careers-opening, per request): facts, description, and the application form while it
 * is open (with its JobPosting data); a closed one says so and points to the unsolicited application.
 */
export async function OpeningPage({ locale, opening, query }: { locale: Locale; opening: Opening; query: ApplicationQuery }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'careers' });
  const today = todayInBerlin();
  const open = isOpen(opening, today);
  const path = localizedPath('careers-opening', locale, { opening: opening.slug });
  return (
    <PageFrame locale={locale} routeName="careers-opening" params={{ opening: opening.slug }} breadcrumbLabel={opening.title} counterparts={openingCounterparts(opening)}>
      {open && <JsonLd data={jobPostingLd(opening, new URL(path, env.PUBLIC_BASE_URL).toString())} />}
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8">
        <h1 className="max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight text-ink hyphens-auto wrap-break-word sm:text-4xl">{hyphenateHeading(opening.title, locale)}</h1>
        <p className="mt-3 max-w-3xl text-base text-muted sm:text-lg">{opening.summary}</p>
        <div className="mt-6 max-w-3xl">
          <OpeningFacts locale={locale} opening={opening} />
        </div>
        <div className="content-body mt-6 max-w-3xl wrap-break-word" dangerouslySetInnerHTML={{ __html: opening.html }} />
        {!open ? (
          <section role="status" className="mt-10 max-w-3xl rounded-lg bg-amber-50 p-4 text-amber-900" data-testid="opening-closed">
            <h2 className="text-xl font-semibold">{t('closed.heading')}</h2>
            <p className="mt-1">{t('closed.text', { date: formatDay(locale, opening.validThrough) })}</p>
            <p className="mt-2 flex flex-wrap gap-x-6">
              <a href={localizedPath('careers-apply', locale)} className="font-semibold text-brand-700 underline">{t('closed.link')}</a>
              <a href={localizedPath('careers', locale)} className="font-semibold text-brand-700 underline">{t('closed.back')}</a>
            </p>
          </section>
        ) : query.status === 'sent' ? (
          <ApplicationSent locale={locale} />
        ) : (
          <ApplicationForm locale={locale} opening={{ id: opening.id, title: opening.title }} submissionId={randomBytes(32).toString('base64url')} state={await formState(query)} today={today} />
        )}
      </div>
    </PageFrame>
  );
}

/** The unsolicited application (route careers-apply, per request): the same form without an opening. */
export async function UnsolicitedApplicationPage({ locale, query }: { locale: Locale; query: ApplicationQuery }) {
  return (
    <StandardPage routeName="careers-apply" locale={locale}>
      {query.status === 'sent' ? (
        <ApplicationSent locale={locale} />
      ) : (
        <ApplicationForm locale={locale} opening={null} submissionId={randomBytes(32).toString('base64url')} state={await formState(query)} today={todayInBerlin()} />
      )}
    </StandardPage>
  );
}

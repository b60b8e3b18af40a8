import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/Avatar';
import { getDb } from '@/db';
import { hasAnalyticsConsent, leadAnalyticsEvents } from '@/features/analytics/server';
import { localizedPath } from '@/i18n/paths';
import type { LeadRow } from '@/features/leads/server';
import { LOCALES, type Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { advisorOf } from '../dashboard';
import { HOME_BUYING_STATUSES, PROFILE_DRAFT, PROFILE_ERROR_CODES, PROFILE_FIELDS, type ProfileErrorCode, type ProfileField } from '../profile';
import { ErrorSummary, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { readFormState } from '@/lib/forms/form-state';

type Query = Record<string, string | string[] | undefined>;

/**
 * The profile form (plain POST, works without JavaScript). After a refused POST the page shows the error codes
 * of its address next to the fields and what was typed from the form's draft cookie (form kit, ADR 025).
 */
export async function ProfileBody({ locale, lead, query }: { locale: Locale; lead: LeadRow; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.profile' });
  const state = readFormState({ errors: firstValue(query.errors) }, (await cookies()).get(PROFILE_DRAFT.name)?.value, { cookie: PROFILE_DRAFT, codes: PROFILE_ERROR_CODES });
  const failed = Object.keys(state.errors).length > 0;
  const posted = failed ? state.draft : null;
  const value = (field: ProfileField, stored: string | null) => (posted ? posted[field] : (stored ?? ''));
  const error = (field: ProfileField) => (state.errors[field] ? t(`errors.${state.errors[field] as ProfileErrorCode}`) : null);
  const db = await getDb();
  const [assignment, linked, linkedEvents, format] = await Promise.all([advisorOf(db, lead), hasAnalyticsConsent(db, lead.id), leadAnalyticsEvents(db, lead.id, 10), getFormatter({ locale })]);
  const analyticsDone = firstValue(query.analytics);
  const summary = PROFILE_FIELDS.flatMap((f) => (state.errors[f] ? [{ id: `profile-${f === 'locale' ? 'language' : f}`, message: `${t(`fields.${f}`)}: ${error(f)}` }] : []));

  const text = (field: 'givenName' | 'surname' | 'phone', autoComplete: string, type = 'text', hint?: string) => (
    <TextField
      id={`profile-${field}`}
      name={field}
      type={type}
      label={t(`fields.${field}`)}
      autoComplete={autoComplete}
      defaultValue={value(field, lead[field])}
      required={field === 'givenName'}
      hint={hint}
      error={error(field)}
      errorTestId={`${field}-error`}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section aria-labelledby="profile-form-title" className="rounded-2xl border border-slate-200 p-6 lg:col-span-2">
        <h2 id="profile-form-title" className="text-xl font-semibold">{t('formTitle')}</h2>
        {firstValue(query.saved) === '1' && <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900" data-testid="profile-saved">{t('saved')}</p>}
        {failed && (
          <div className="mt-3">
            <ErrorSummary title={t('failed')} errors={summary} />
          </div>
        )}
        <form method="post" action="/api/account/profile" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="locale" value={locale} />
          {text('givenName', 'given-name')}
          {text('surname', 'family-name')}
          {text('phone', 'tel', 'tel', t('phoneHint'))}
          <SelectField id="profile-homeBuyingStatus" name="homeBuyingStatus" label={t('fields.homeBuyingStatus')} defaultValue={value('homeBuyingStatus', lead.homeBuyingStatus)} error={error('homeBuyingStatus')}>
            <option value="">{t('statusUnset')}</option>
            {HOME_BUYING_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </SelectField>
          <SelectField id="profile-language" name="preferredLocale" label={t('fields.locale')} defaultValue={posted?.locale || lead.locale} hint={t('localeHint')} error={error('locale')}>
            {LOCALES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
          </SelectField>
          <div>
            <span className="text-sm font-semibold">{t('fields.email')}</span>
            <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2.5 wrap-break-word" data-testid="profile-email">{lead.email}</p>
            <p className="mt-1 text-xs text-muted">{t('emailHint')}</p>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={PRIMARY_BUTTON_CLASS}>{t('submit')}</button>
          </div>
        </form>
      </section>

      <section aria-labelledby="profile-advisor-title" className="self-start rounded-2xl border border-slate-200 p-6" data-testid="profile-advisor">
        <h2 id="profile-advisor-title" className="text-xl font-semibold">{t('advisorTitle')}</h2>
        {assignment.advisor ? (
          <>
            <div className="mt-4 flex items-center gap-3">
              <Avatar name={`${assignment.advisor.givenName} ${assignment.advisor.surname}`} picture={assignment.advisor.picture} size={40} />
              <p className="font-semibold">{assignment.advisor.givenName} {assignment.advisor.surname}</p>
            </div>
            <p className="mt-2 text-sm text-muted">{t(assignment.kind === 'claimed' ? 'advisorClaimed' : 'advisorDefault')}</p>
            {assignment.kind === 'claimed' && (
              <form method="post" action="/api/account/unclaim-advisor" className="mt-4">
                <input type="hidden" name="locale" value={locale} />
                <button type="submit" className={`${SECONDARY_BUTTON_CLASS} text-sm`}>{t('unclaim')}</button>
              </form>
            )}
          </>
        ) : (
          <p className="mt-2 text-muted">{t('advisorNone')}</p>
        )}
        {firstValue(query.unclaimed) === '1' && <p role="status" className="mt-3 text-sm text-green-900">{t('unclaimed')}</p>}
      </section>

      <section id="profile-analytics" aria-labelledby="profile-analytics-title" className="rounded-2xl border border-slate-200 p-6 lg:col-span-3" data-testid="profile-analytics">
        <h2 id="profile-analytics-title" className="text-xl font-semibold">{t('analytics.title')}</h2>
        {(analyticsDone === 'on' || analyticsDone === 'off') && (
          <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900" data-testid="profile-analytics-done">{t(`analytics.done.${analyticsDone}`)}</p>
        )}
        <p className="mt-2" data-testid="profile-analytics-state">{t(linked ? 'analytics.linked' : 'analytics.notLinked')}</p>
        {linked && (
          linkedEvents.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('analytics.nothingYet')}</p>
          ) : (
            <>
              <h3 className="mt-4 font-semibold">{t('analytics.recent')}</h3>
              <ul className="mt-2 space-y-1 text-sm" data-testid="profile-analytics-events">
                {linkedEvents.map((e, i) => (
                  <li key={i}>
                    <time dateTime={e.at.toISOString()}>{format.dateTime(e.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })}</time>
                    {' · '}
                    {t(e.event === 'calculator_used' ? 'analytics.calculatorUsed' : 'analytics.pageViewed')}{' '}
                    <a className="underline break-all" href={e.path}>{e.path}</a>
                  </li>
                ))}
              </ul>
            </>
          )
        )}
        <form method="post" action="/api/account/analytics-consent" className="mt-4">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="consent" value={linked ? 'no' : 'yes'} />
          <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t(linked ? 'analytics.withdraw' : 'analytics.give')}</button>
        </form>
        <p className="mt-3 text-sm text-muted">
          {t('analytics.always')} <a className="underline" href={localizedPath('privacy', locale)}>{t('analytics.privacy')}</a>
        </p>
      </section>
    </div>
  );
}

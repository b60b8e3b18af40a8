import { getTranslations } from 'next-intl/server';
import { NoCalculationsIllustration } from '@/components/illustrations';
import { Avatar } from '@/components/ui/Avatar';
import { SITE } from '@/config/site';
import { getDb } from '@/db';
import type { LeadRow } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { loadDashboard, PROGRESS_STAGES, type AdvisorAssignment, type NextStep } from '../dashboard';
import { AccountAppointments } from './AccountAppointments';
import { SavedCalculationList } from './SavedCalculationList';

const box = 'rounded-2xl border border-slate-200 p-6';

/** The dashboard of a logged-in lead: progress, appointments, next steps, saved calculations, the advisor. */
export async function Dashboard({ locale, lead, appointmentError }: { locale: Locale; lead: LeadRow; appointmentError?: string }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.dashboard' });
  const data = await loadDashboard(await getDb(), lead);
  const current = PROGRESS_STAGES.indexOf(data.stage);
  const stepHref: Record<NextStep, string> = {
    completeProfile: localizedPath('account-profile', locale),
    uploadDocuments: localizedPath('account-upload-documents', locale),
    bookConsultation: localizedPath('appointment', locale),
    saveCalculation: localizedPath('german-mortgage-calculator-calculator', locale),
  };
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <section aria-labelledby="progress-title" className={box} data-testid="progress-tracker">
          <h2 id="progress-title" className="text-xl font-semibold">{t('progressTitle')}</h2>
          <ol className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-5">
            {PROGRESS_STAGES.map((stage, i) => {
              const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
              return (
                <li
                  key={stage}
                  aria-current={state === 'current' ? 'step' : undefined}
                  className={`rounded-xl border-2 p-3 text-sm ${state === 'current' ? 'border-brand-600 bg-brand-50 font-semibold text-ink' : state === 'done' ? 'border-brand-200 text-ink' : 'border-slate-200 text-muted'}`}
                >
                  <span className="block text-xs font-normal text-muted">{t('stageNumber', { n: i + 1, total: PROGRESS_STAGES.length })} · {t(`stageState.${state}`)}</span>
                  <span className="mt-1 block">{t(`stages.${stage}.title`)}</span>
                </li>
              );
            })}
          </ol>
          <p className="mt-4 text-muted" data-testid="progress-current">{t(`stages.${data.stage}.text`)}</p>
        </section>

        <AccountAppointments locale={locale} leadId={lead.id} error={appointmentError} className={box} />

        {data.nextSteps.length > 0 && (
          <section aria-labelledby="next-steps-title" className={box} data-testid="next-steps">
            <h2 id="next-steps-title" className="text-xl font-semibold">{t('nextStepsTitle')}</h2>
            <ul className="mt-4 space-y-3">
              {data.nextSteps.map((step) => (
                <li key={step} className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <span>
                    <span className="block font-semibold">{t(`nextSteps.${step}.title`)}</span>
                    <span className="block text-sm text-muted">{t(`nextSteps.${step}.text`, { count: data.documentCount })}</span>
                  </span>
                  <a href={stepHref[step]} className="shrink-0 rounded-lg bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700">{t(`nextSteps.${step}.action`)}</a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="saved-title" className={box}>
          <h2 id="saved-title" className="text-xl font-semibold">{t('savedTitle')}</h2>
          {data.calculations.length === 0 ? (
            <div className="mt-2 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4" data-testid="saved-empty">
              <NoCalculationsIllustration className="h-auto w-20 shrink-0 sm:w-24" />
              <p className="text-muted">{t('savedEmpty')}</p>
            </div>
          ) : (
            <div className="mt-4">
              <SavedCalculationList locale={locale} calculations={data.calculations} deletable={false} returnTo="account" />
            </div>
          )}
          <p className="mt-4 flex flex-wrap gap-4">
            <a href={localizedPath('account-affordability', locale)} className="font-semibold text-brand-700 underline">{t('savedAll')}</a>
            <a href={localizedPath('german-mortgage-calculator-calculator', locale)} className="font-semibold text-brand-700 underline">{t('savedNew')}</a>
          </p>
        </section>
      </div>

      <div className="space-y-6">
        <AdvisorCard locale={locale} assignment={data.advisor} />
        {lead.hasReferrer && (
          <p className="rounded-2xl bg-brand-50 p-4 text-sm" data-testid="referred-by">
            {data.referrerGivenName ? t('referredBy', { name: data.referrerGivenName }) : t('referredByUnnamed')}
          </p>
        )}
      </div>
    </div>
  );
}

/** The lead's advisor (claimed, else default) or an honest note that one will be assigned. */
export async function AdvisorCard({ locale, assignment }: { locale: Locale; assignment: AdvisorAssignment }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.advisor' });
  const a = assignment.advisor;
  return (
    <section aria-labelledby="advisor-title" className={box} data-testid="advisor-card">
      <h2 id="advisor-title" className="text-xl font-semibold">{t('title')}</h2>
      {a ? (
        <div className="mt-4 flex gap-4">
          <Avatar name={`${a.givenName} ${a.surname}`} picture={a.picture} />
          <div className="min-w-0">
            <p className="font-semibold" data-testid="advisor-name">{a.givenName} {a.surname}</p>
            <p className="text-sm text-muted">{a.title[locale]}</p>
            <p className="mt-1 text-xs text-muted">{t(assignment.kind === 'claimed' ? 'claimed' : 'default')}</p>
            {a.isDemo && <p className="mt-1 text-xs font-semibold text-amber-900" data-testid="advisor-demo">{t('demo')}</p>}
            {a.phoneNumber && <p className="mt-2 text-sm"><a href={`tel:${a.phoneNumber.replace(/[^+\d]/g, '')}`} className="underline">{a.phoneNumber}</a></p>}
            <p className="mt-1 text-sm wrap-break-word"><a href={`mailto:${a.email}`} className="underline">{a.email}</a></p>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex gap-4" data-testid="advisor-pending">
          <Avatar name="" picture={null} />
          <p className="text-muted">{t('pending', { phone: SITE.phone.display })}</p>
        </div>
      )}
      <a href={localizedPath('appointment', locale)} className="mt-5 block rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700">{t('book')}</a>
    </section>
  );
}

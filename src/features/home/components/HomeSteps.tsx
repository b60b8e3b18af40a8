import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** Small line drawings of the steps (inline SVG, decorative). */
const ICONS = {
  calculate: (
    <>
      <rect x="7" y="4" width="26" height="32" rx="4" />
      <rect x="12" y="9" width="16" height="7" rx="1.5" />
      <path d="M13 22h2M19 22h2M25 22h2M13 28h2M19 28h2M25 28h2" />
    </>
  ),
  find: (
    <>
      <path d="M5 17 17 7l12 10" />
      <path d="M8 15v14h9" />
      <circle cx="27" cy="26" r="6" />
      <path d="m31.5 30.5 4.5 4.5" />
    </>
  ),
  advise: (
    <>
      <path d="M6 10a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4h-9l-6 5v-5a3 3 0 0 1-3-3z" />
      <path d="M31 15h1a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3v4l-5-4h-7" />
    </>
  ),
  finance: (
    <>
      <path d="M6 19 20 7l14 12" />
      <path d="M10 16v17h20V16" />
      <path d="m15 25 4 4 7-8" />
    </>
  ),
} as const;

/** From what you can afford to the property (the search, issue 48), the advice and the loan. */
export const HOME_STEPS = [
  { id: 'calculate', route: 'german-mortgage-calculator-calculator' },
  { id: 'find', route: 'properties' },
  { id: 'advise', route: 'appointment' },
  { id: 'finance', route: 'account-upload-documents' },
] as const;

type StepsT = (key: 'title' | `${(typeof HOME_STEPS)[number]['id']}.${'title' | 'text' | 'cta'}`) => string;

/** The steps of buying with the broker, each with its call to action. */
export async function HomeSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.steps' });
  return <HomeStepsList locale={locale} t={t} />;
}

/** The steps as rendered, from a translator of `home.steps` (a test renders it with the real messages). */
export function HomeStepsList({ locale, t }: { locale: Locale; t: StepsT }) {
  return (
    <section aria-labelledby="home-steps-title" className="mt-12">
      <h2 id="home-steps-title" className="text-2xl font-bold">{t('title')}</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {HOME_STEPS.map((step, i) => (
          <li key={step.id} className="flex flex-col rounded-2xl border border-slate-200 p-5">
            <div className="flex items-center gap-3">
              <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[step.id]}
              </svg>
              <h3 className="text-lg font-semibold text-ink">
                <span className="mr-1 text-brand-700">{i + 1}.</span>
                {t(`${step.id}.title`)}
              </h3>
            </div>
            <p className="mt-2 flex-1 text-muted">{t(`${step.id}.text`)}</p>
            <a href={localizedPath(step.route, locale)} className="mt-4 inline-block font-semibold text-brand-700 underline" data-testid={`home-step-${step.id}`}>
              {t(`${step.id}.cta`)}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

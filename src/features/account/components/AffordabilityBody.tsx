import { getTranslations } from 'next-intl/server';
import { NoCalculationsIllustration } from '@/components/illustrations';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { listSavedCalculations, SAVED_CALCULATIONS_LIMIT } from '@/features/saved-calculations/server';
import { SavedCalculationList } from './SavedCalculationList';

type Query = Record<string, string | string[] | undefined>;

/** The affordability page of a logged-in lead: all saved calculations with their figures. */
export async function AffordabilityBody({ locale, leadId, query }: { locale: Locale; leadId: string; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.affordability' });
  const calculations = await listSavedCalculations(await getDb(), leadId);
  const notice = firstValue(query.saved) === '1' ? 'saved' : firstValue(query.deleted) === '1' ? 'deleted' : firstValue(query.error) === 'INVALID_INPUTS' ? 'invalid' : null;
  return (
    <section aria-labelledby="affordability-title">
      {notice && (
        <p role="status" className={`mb-4 rounded-lg p-4 ${notice === 'invalid' ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'}`} data-testid="affordability-notice">
          {t(`notice.${notice}`)}
        </p>
      )}
      <h2 id="affordability-title" className="text-xl font-semibold">{t('title', { count: calculations.length })}</h2>
      <p className="mt-2 max-w-3xl text-muted">{t('conventions', { limit: SAVED_CALCULATIONS_LIMIT })}</p>
      <div className="mt-4">
        {calculations.length === 0 ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
            <NoCalculationsIllustration className="h-auto w-20 shrink-0 sm:w-24" />
            <p className="text-muted" data-testid="affordability-empty">{t('empty')}</p>
          </div>
        ) : <SavedCalculationList locale={locale} calculations={calculations} deletable returnTo="account-affordability" />}
      </div>
      <p className="mt-6 flex flex-wrap gap-3">
        <a href={localizedPath('german-mortgage-calculator-calculator', locale)} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">{t('newCalculation')}</a>
        <a href={localizedPath('calculators', locale)} className="rounded-lg border-2 border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">{t('allCalculators')}</a>
      </p>
    </section>
  );
}

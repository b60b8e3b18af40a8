import { getMessages, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { getDb } from '@/db';
import { todaysRatesForPage } from '@/features/rates/server';
import { todayInBerlin } from '@/lib/dates';
import { firstValue } from '@/lib/search-params';
import type { Locale } from '@/i18n/routes';
import { LenderOffersSection } from '@/features/offers/server';
import { FORM_KEYS, evaluateMortgageForm, formFromParams } from '../mortgage-form';
import type { CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { CalculatorIsland } from './CalculatorIsland';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The mortgage calculator on a page. The server evaluates the inputs of the URL and renders the whole
 * calculator as an HTML form (StaticCalculator, inside the island), so it works without JavaScript and a
 * shared link shows its result at once; in the browser the island hydrates that markup lazily with the
 * interactive calculator, the same view driven by the same engine, which recalculates on every change
 * (ADR 010). Only the calculator's messages go to the browser, as plain strings (no ICU parser there).
 * With `lenderOffers` (the site's calculator pages, not the partner widgets), the lenders' offers for the address's
 * case follow below (issue 50).
 */
export async function MortgageCalculatorSection({ locale, action, searchParams, defaultTab, lenderOffers = false }: { locale: Locale; action: string; searchParams: SearchParams; defaultTab: number; lenderOffers?: boolean }) {
  const messages = await getMessages({ locale });
  // The download texts (calculator.plan) are used on the server only.
  const { plan: _plan, noRateData: _noRateData, ...calculatorMessages } = messages.calculator as CalculatorMessages & { noRateData?: unknown };
  const form = formFromParams(searchParams);
  const tabParam = Number(firstValue(searchParams.tab));
  const tab = [0, 1, 2, 3].includes(tabParam) ? tabParam : defaultTab;
  const fromUrl = FORM_KEYS.some((k) => searchParams[k] !== undefined);
  const date = todayInBerlin();
  const rates = await todaysRatesForPage(await getDb(), date);
  if (!rates) {
    // No Bundesbank curve in the database yet (a fresh installation without the import): say so, and offer
    // what works without model rates.
    const t = await getTranslations({ locale, namespace: 'calculator.noRateData' });
    return (
      <section className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950" data-testid="calc-no-rate-data">
        <h2 className="text-xl font-semibold">{t('title')}</h2>
        <p className="mt-2 max-w-2xl">{t('text')}</p>
        <a href={localizedPath('appointment', locale)} className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">{t('book')}</a>
      </section>
    );
  }
  const { market } = rates;
  // Lenders' offers for the case of the address's inputs (issue 50), below the calculator: rendered on the server only.
  const evaluation = lenderOffers ? evaluateMortgageForm(form, date, market) : null;
  const offersFor = evaluation?.valid && evaluation.calculation && evaluation.place ? { calculation: evaluation.calculation, state: evaluation.place.state } : null;
  return (
    <>
      <CalculatorIsland locale={locale} date={date} market={market} action={action} initialForm={form} initialTab={tab} fromUrl={fromUrl} messages={calculatorMessages} />
      {offersFor ? <LenderOffersSection locale={locale} calculation={offersFor.calculation} state={offersFor.state} live={fromUrl} /> : null}
    </>
  );
}

import { getMessages, getTranslations } from 'next-intl/server';
import { getDb } from '@/db';
import { todaysRatesForPage } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { budgetFormFromParams } from '../budget-form';
import { refinanceFormFromParams } from '../refinance-form';
import { rentBuyFormFromParams } from '../rent-buy-form';
import type { CalculatorMessages } from '@/components/i18n/calculator-i18n';
import type { SearchParams } from './MortgageCalculatorSection';
import { PlannerIsland } from './PlannerIsland';

/**
 * The house-budget and rent-or-buy calculators on their pages: the server evaluates the URL's inputs with
 * today's rate market (or none: then only an own rate works, and the form says so in words) and renders the
 * calculator into the page's HTML; its code loads lazily (PlannerIsland, ADR 010) and then recalculates on every
 * change. Only the planners' messages go to the browser.
 */
async function plannerContext(locale: Locale) {
  const messages = (await getMessages({ locale })).planners as CalculatorMessages;
  const date = todayInBerlin();
  const rates = await todaysRatesForPage(await getDb(), date);
  return { messages, date, market: rates?.market ?? null };
}

export async function BudgetSection({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const { messages, date, market } = await plannerContext(locale);
  return (
    <PlannerIsland
      kind="budget"
      props={{
        locale,
        date,
        market,
        action: localizedPath('house-budget', locale),
        mortgageAction: localizedPath('german-mortgage-calculator-calculator', locale),
        initialForm: budgetFormFromParams(searchParams),
        messages,
      }}
    />
  );
}

export async function RentBuySection({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const { messages, date, market } = await plannerContext(locale);
  return (
    <PlannerIsland kind="rentBuy" props={{ locale, date, market, action: localizedPath('rent-or-buy', locale), initialForm: rentBuyFormFromParams(searchParams), messages }} />
  );
}

/**
 * The follow-up financing calculator of the refinance landing page (issue 29), leading into the refinance
 * request (prefilled with its figures) and the refinance appointment.
 */
export async function RefinanceSection({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const { messages, date, market } = await plannerContext(locale);
  // "Keep these figures as my loan" (issue 51 part 5): the loans feature's endpoint and texts; the same for everyone.
  const keep = await getTranslations({ locale, namespace: 'loans.keep' });
  const keepLabels = { title: keep('title'), text: keep('text'), rate: keep('rate'), payment: keep('payment'), bank: keep('bank'), button: keep('button'), hint: keep('hint') };
  return (
    <PlannerIsland
      kind="refinance"
      props={{
        locale,
        date,
        market,
        action: localizedPath('lp-refinancing', locale),
        requestAction: localizedPath('lp-2-refinance', locale),
        appointmentAction: localizedPath('refinance-appointment', locale),
        initialForm: refinanceFormFromParams(searchParams),
        messages,
        keepLoan: { action: '/api/loans/keep', labels: keepLabels },
      }}
    />
  );
}

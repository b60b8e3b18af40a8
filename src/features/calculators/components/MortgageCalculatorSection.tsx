import { getMessages } from 'next-intl/server';
import { todayInBerlin } from '@/lib/dates';
import type { Locale } from '@/i18n/routes';
import { FORM_KEYS, formFromParams } from '../mortgage-form';
import { MortgageCalculator } from './MortgageCalculator';
import type { CalculatorMessages } from './calculator-i18n';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The mortgage calculator on a page: the server evaluates the inputs of the URL (so the form works without
 * JavaScript and a shared link shows its result at once); in the browser the same engine recalculates on
 * every change. Only the calculator's messages go to the browser, as plain strings (no ICU parser there).
 */
export async function MortgageCalculatorSection({ locale, action, searchParams, defaultTab }: { locale: Locale; action: string; searchParams: SearchParams; defaultTab: number }) {
  const messages = await getMessages({ locale });
  // The download texts (calculator.plan) are used on the server only.
  const { plan: _plan, ...calculatorMessages } = messages.calculator as CalculatorMessages;
  const form = formFromParams(searchParams);
  const tabParam = Number(Array.isArray(searchParams.tab) ? searchParams.tab[0] : searchParams.tab);
  const tab = [0, 1, 2, 3].includes(tabParam) ? tabParam : defaultTab;
  const fromUrl = FORM_KEYS.some((k) => searchParams[k] !== undefined);
  return (
    <MortgageCalculator locale={locale} date={todayInBerlin()} action={action} initialForm={form} initialTab={tab} fromUrl={fromUrl} messages={calculatorMessages} />
  );
}

import { getMessages } from 'next-intl/server';
import { getDb } from '@/db';
import { ratesOn } from '@/features/rates/market';
import { todayInBerlin } from '@/lib/dates';
import type { Locale } from '@/i18n/routes';
import { FORM_KEYS, formFromParams } from '../mortgage-form';
import type { CalculatorMessages } from './calculator-i18n';
import { CalculatorIsland } from './CalculatorIsland';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The mortgage calculator on a page. The server evaluates the inputs of the URL and renders the whole
 * calculator as an HTML form (StaticCalculator, inside the island), so it works without JavaScript and a
 * shared link shows its result at once; in the browser the island hydrates that markup lazily with the
 * interactive calculator, the same view driven by the same engine, which recalculates on every change
 * (ADR 010). Only the calculator's messages go to the browser, as plain strings (no ICU parser there).
 */
export async function MortgageCalculatorSection({ locale, action, searchParams, defaultTab }: { locale: Locale; action: string; searchParams: SearchParams; defaultTab: number }) {
  const messages = await getMessages({ locale });
  // The download texts (calculator.plan) are used on the server only.
  const { plan: _plan, ...calculatorMessages } = messages.calculator as CalculatorMessages;
  const form = formFromParams(searchParams);
  const tabParam = Number(Array.isArray(searchParams.tab) ? searchParams.tab[0] : searchParams.tab);
  const tab = [0, 1, 2, 3].includes(tabParam) ? tabParam : defaultTab;
  const fromUrl = FORM_KEYS.some((k) => searchParams[k] !== undefined);
  const date = todayInBerlin();
  const { market } = await ratesOn(await getDb(), date);
  return (
    <CalculatorIsland locale={locale} date={date} market={market} action={action} initialForm={form} initialTab={tab} fromUrl={fromUrl} messages={calculatorMessages} />
  );
}

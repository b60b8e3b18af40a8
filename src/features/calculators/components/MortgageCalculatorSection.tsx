import { getMessages } from 'next-intl/server';
import { todayInBerlin } from '@/lib/dates';
import type { Locale } from '@/i18n/routes';
import { FORM_KEYS, evaluateMortgageForm, formFromParams } from '../mortgage-form';
import { createCalculatorI18n, type CalculatorMessages } from './calculator-i18n';
import { CalculatorIsland } from './CalculatorIsland';
import { CalculatorView } from './CalculatorView';
import { LineChart, StackedBarChart } from './Charts';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The mortgage calculator on a page. The server evaluates the inputs of the URL and renders the whole
 * calculator as an HTML form (so it works without JavaScript and a shared link shows its result at once);
 * in the browser the island swaps in the interactive calculator, the same markup driven by the same
 * engine, which recalculates on every change. Only the calculator's messages go to the browser, as plain
 * strings (no ICU parser there).
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
  return (
    <CalculatorIsland locale={locale} date={date} action={action} initialForm={form} initialTab={tab} fromUrl={fromUrl} messages={calculatorMessages}>
      <CalculatorView
        locale={locale}
        date={date}
        action={action}
        form={form}
        evaluation={evaluateMortgageForm(form, date)}
        tab={tab}
        i18n={createCalculatorI18n(locale, calculatorMessages)}
        charts={{ LineChart, StackedBarChart }}
      />
    </CalculatorIsland>
  );
}

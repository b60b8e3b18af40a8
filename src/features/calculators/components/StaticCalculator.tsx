import { evaluateMortgageForm } from '../mortgage-form';
import { createCalculatorI18n } from '@/components/i18n/calculator-i18n';
import { CalculatorView } from './CalculatorView';
import { LineChart, StackedBarChart } from '@/components/charts/Charts';
import type { MortgageCalculatorProps } from './MortgageCalculator';

/**
 * The calculator as the server renders it into the page's HTML: a plain form with the results for the
 * URL's inputs. Rendered by CalculatorIsland during server rendering only; it is not part of the browser's
 * bundle nor of the page's React payload.
 */
export function StaticCalculator({ locale, date, market, action, initialForm, initialTab, messages }: Omit<MortgageCalculatorProps, 'container' | 'fromUrl'>) {
  return (
    <CalculatorView
      locale={locale}
      date={date}
      action={action}
      form={initialForm}
      evaluation={evaluateMortgageForm(initialForm, date, market)}
      tab={initialTab}
      i18n={createCalculatorI18n(locale, messages)}
      charts={{ LineChart, StackedBarChart }}
    />
  );
}

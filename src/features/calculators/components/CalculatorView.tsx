import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routes';
import { formToParams, type Evaluation, type MortgageForm } from '../mortgage-form';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import { CalculatorForm } from './CalculatorForm';
import { CalculatorResults } from './CalculatorResults';
import type { ChartProps } from '@/components/charts/Charts';

/**
 * The mortgage calculator's markup: form, results, tabs, downloads. One component for both renderings:
 * the server renders it as a plain HTML form (works without JavaScript, and is what the page first shows);
 * in the browser the interactive calculator renders the same markup with its state and handlers
 * (`live`). It has no hooks, so it runs as a server component as well as inside the client component.
 */
export interface CalculatorViewProps {
  locale: Locale;
  /** Calculation date (Europe/Berlin), 'YYYY-MM-DD'. */
  date: string;
  /** Path of the page, the form's action. */
  action: string;
  form: MortgageForm;
  evaluation: Evaluation;
  tab: number;
  i18n: CalculatorI18n;
  charts: { LineChart: ComponentType<ChartProps>; StackedBarChart: ComponentType<ChartProps> };
  /** Present once the calculator runs in the browser: inputs are then controlled and recalculate at once. */
  live?: LiveHandlers;
}

export interface LiveHandlers {
  setField: (key: keyof MortgageForm, value: string) => void;
  setRateMode: (mode: 'auto' | 'manual') => void;
  /** Typing a rate switches to the manual rate. */
  setManualRate: (value: string) => void;
  setTab: (tab: number) => void;
}

export function CalculatorView({ locale, date, action, form, evaluation, tab, i18n, charts, live }: CalculatorViewProps) {
  const { t } = i18n;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CompactSummary evaluation={evaluation} i18n={i18n} />
      <CalculatorForm locale={locale} action={action} form={form} evaluation={evaluation} tab={tab} i18n={i18n} live={live} />
      <section aria-labelledby="calc-result-title" aria-live="polite" data-testid="calc-results">
        <h2 id="calc-result-title" className="text-2xl font-bold">{t('results.title')}</h2>
        {!evaluation.valid || !evaluation.calculation ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-900" data-testid="calc-invalid">{t('errors.summary')}</p>
        ) : (
          <CalculatorResults
            calc={evaluation.calculation}
            payoffAge={evaluation.payoffAge}
            termWarnings={evaluation.termWarnings}
            tab={tab}
            setTab={live?.setTab}
            action={action}
            params={formToParams(form)}
            locale={locale}
            date={date}
            i18n={i18n}
            charts={charts}
          />
        )}
      </section>
    </div>
  );
}

/**
 * Phones: the result in one line above the form, held under the header while the visitor scrolls through the
 * inputs, so every change shows its effect without scrolling down to the results (wider screens show the results
 * beside the form).
 */
function CompactSummary({ evaluation, i18n }: { evaluation: Evaluation; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const calc = evaluation.valid ? evaluation.calculation : null;
  return (
    <div className="sticky top-[57px] z-30 -mx-4 -mb-4 border-b border-slate-200 bg-white px-4 py-2 shadow-sm lg:hidden" data-testid="calc-summary">
      {calc ? (
        <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
          <span>
            {t('results.installment')}: <strong className="text-lg text-ink" data-testid="calc-summary-installment">{format.number(Math.round(calc.chosen.monthlyRate), 'euro')}</strong>
          </span>
          <span className="text-muted">
            {t('results.loan')} {format.number(Math.round(calc.loanAmount), 'euro')} · {format.number(calc.chosen.interestRate, 'percent2')}
          </span>
          <a href="#calc-result-title" className="ml-auto font-semibold text-brand-700 underline">{t('results.details')}</a>
        </p>
      ) : (
        <p className="text-sm font-medium text-amber-900">{t('errors.summary')}</p>
      )}
    </div>
  );
}

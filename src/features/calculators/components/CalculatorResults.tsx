/**
 * The mortgage calculator's results: the sentence and key figures, the tab navigation (links that work
 * without JavaScript; in the browser `setTab` switches in place), the chosen tab and the downloads.
 */
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routes';
import type { Evaluation } from '../mortgage-form';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import type { CalculatorViewProps } from './CalculatorView';
import { CompareTab, CostsTab, PaymentTab, ScheduleTab } from './ResultTabs';
import { MONTH_YEAR_FORMAT } from './view-formats';

const TABS = [0, 1, 2, 3] as const;

export interface ResultsProps {
  calc: NonNullable<Evaluation['calculation']>;
  payoffAge: number | null;
  termWarnings: Evaluation['termWarnings'];
  tab: number;
  /** Switches the tab in place (browser); without it the tab links load the page with that tab. */
  setTab?: (tab: number) => void;
  action: string;
  params: URLSearchParams;
  locale: Locale;
  date: string;
  i18n: CalculatorI18n;
  charts: CalculatorViewProps['charts'];
}

function Figure({ label, value, testId, children }: { label: string; value: string; testId?: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block text-xl font-bold text-ink" data-testid={testId}>{value}</span>
        {children}
      </dd>
    </div>
  );
}

export function CalculatorResults({ calc, payoffAge, termWarnings, tab, setTab, action, params, locale, date, i18n, charts }: ResultsProps) {
  const { t, format } = i18n;
  const { LineChart, StackedBarChart } = charts;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => format.number(fraction, 'percent2');
  const monthYear = (ym: { year: number; month: number }) => format.dateTime(new Date(Date.UTC(ym.year, ym.month - 1, 15)), MONTH_YEAR_FORMAT);
  const chosen = calc.chosen;
  const tabHref = (n: number) => {
    const q = new URLSearchParams(params);
    q.set('tab', String(n));
    return `${action}?${q.toString()}`;
  };
  const download = (kind: 'financing-plan' | 'schedule-csv') => {
    const q = new URLSearchParams(params);
    q.set('locale', locale);
    q.set('date', date);
    return `/api/calculator/${kind}?${q.toString()}`;
  };

  return (
    <div>
      <p className="mt-3 text-lg" data-testid="calc-sentence">
        {t('results.sentence', { loan: euro(calc.loanAmount), rate: pct(chosen.interestRate), repayment: pct(chosen.repaymentRate), installment: euro(chosen.monthlyRate) })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <Figure label={t('results.installment')} value={euro(chosen.monthlyRate)} testId="calc-installment" />
        <Figure label={t('results.loan')} value={euro(calc.loanAmount)} testId="calc-loan" />
        <Figure label={t('results.ltv')} value={pct(calc.loanToValue)} testId="calc-ltv" />
        <Figure label={t('results.nominal')} value={pct(chosen.interestRate)} testId="calc-rate">
          <p className="mt-1 text-xs text-muted">{t('results.effective')}: {pct(chosen.effectiveRate)}</p>
        </Figure>
        <Figure label={t('results.balanceAfter', { years: calc.fixationYears })} value={euro(chosen.balanceAfterFixation)} testId="calc-balance" />
        <Figure label={t('results.payoff')} value={chosen.payoffDate ? monthYear(chosen.payoffDate) : '–'} testId="calc-payoff">
          {chosen.payoffDate && payoffAge !== null && <p className="mt-1 text-sm text-muted" data-testid="calc-payoff-age">{t('results.payoffAge', { age: payoffAge })}</p>}
          {!chosen.payoffDate && <p className="mt-1 text-sm text-muted">{t('results.never')}</p>}
        </Figure>
      </dl>
      {termWarnings.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="calc-term-warnings">
          {termWarnings.map((w) => (
            <li key={w.code}>{t(`warnings.${w.code}`, w.params)}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-muted">{chosen.rateSource === 'override' ? t('results.manualRate') : t('results.modelRate', { date: format.dateTime(new Date(`${calc.curveDate}T12:00:00Z`), 'short') })}</p>

      <nav aria-label={t('tabs.label')} className="mt-8 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((n) => (
            <li key={n}>
              <a
                href={tabHref(n)}
                aria-current={tab === n ? 'page' : undefined}
                onClick={
                  setTab &&
                  ((e) => {
                    e.preventDefault();
                    setTab(n);
                  })
                }
                className="inline-block rounded-t-lg border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted hover:text-ink aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
              >
                {t(`tabs.${n}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {tab === 0 && <CostsTab calc={calc} i18n={i18n} />}
      {tab === 1 && <PaymentTab calc={calc} i18n={i18n} Chart={StackedBarChart} />}
      {tab === 2 && <CompareTab calc={calc} i18n={i18n} />}
      {tab === 3 && <ScheduleTab calc={calc} i18n={i18n} Chart={LineChart} />}

      <section aria-labelledby="downloads-title" className="mt-8 rounded-2xl border border-slate-200 p-5">
        <h3 id="downloads-title" className="font-semibold">{t('downloads.title')}</h3>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <a href={download('financing-plan')} className="rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700" data-testid="download-pdf">{t('downloads.pdf')}</a>
          <a href={download('schedule-csv')} className="rounded-lg border-2 border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700" data-testid="download-csv">{t('downloads.csv')}</a>
        </div>
        <p className="mt-3 text-sm text-muted">{t('downloads.share')}</p>
        {/* A plain POST with the inputs: the page itself reads no cookie (it stays cached); the endpoint knows the visitor. */}
        <form method="post" action="/api/account/calculations" className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
          <input type="hidden" name="locale" value={locale} />
          {[...params].map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
          <button type="submit" className="whitespace-nowrap rounded-lg border-2 border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50" data-testid="save-calculation">{t('downloads.save')}</button>
          <span className="text-sm text-muted">{t('downloads.saveHint')}</span>
        </form>
      </section>
    </div>
  );
}

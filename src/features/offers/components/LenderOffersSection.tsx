import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable, type DataTableColumn } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import type { MortgageCalculation } from '@/engine/mortgage/calculator';
import { REGIONS } from '@/engine/geo/regions';
import type { Locale } from '@/i18n/routes';
import { compareOffers, offerCaseFromCalculation } from '../comparison';
import { europaceSourceFromEnv } from '../europace';
import type { Comparison, Exclusion, RankedOffer } from '../model';

/**
 * "Lenders' offers for your case" under the mortgage calculator (issue 50, part 2): rendered on the server for the
 * inputs of the page's address (the calculator's GET form), so it works without JavaScript. The ranked lenders with
 * rate, effective rate, monthly payment, residual debt and cost over the fixation, the source and day of their
 * conditions; the lenders that would not lend, with the reason in words; the model rate, the calculator's own, where
 * no lender's conditions apply, saying so. The interactive calculator recalculates in the browser without reloading:
 * the section names the case it was made for and links to the current address (`href=""`: the calculator keeps the
 * address in step with the form) to make it again.
 *
 * `live`: the page renders the visitor's inputs per request, so a credit marketplace (Europace, when configured) may
 * answer; otherwise the condition sheets alone.
 */
export async function LenderOffersSection({ locale, calculation, state, live }: { locale: Locale; calculation: MortgageCalculation; state: string; live: boolean }) {
  const offerCase = offerCaseFromCalculation(calculation, state);
  // A credit marketplace's answer only on a page rendered for this request (the visitor's own inputs, which the
  // production server does not keep while a marketplace is configured: src/proxy.ts); the page without inputs, kept
  // and served to everyone, shows the condition sheets.
  const comparison = await compareOffers(await getDb(), offerCase, { marketplace: live ? europaceSourceFromEnv() : null, forPage: true });
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'offers.comparison' }), getFormatter({ locale })]);
  return <LenderOffersView locale={locale} calculation={calculation} state={state} comparison={comparison} t={t} format={format} />;
}

export type LenderOffersT = Awaited<ReturnType<typeof getTranslations<'offers.comparison'>>>;
export type LenderOffersFormat = Awaited<ReturnType<typeof getFormatter>>;

/** The section's markup for a comparison, with its texts and formats passed in (separate from the data access, for tests). */
export function LenderOffersView({ locale, calculation, state, comparison, t, format }: { locale: Locale; calculation: MortgageCalculation; state: string; comparison: Comparison; t: LenderOffersT; format: LenderOffersFormat }) {
  const euro = (v: number) => format.number(Math.round(v), 'euro');
  const pct = (v: number) => format.number(v, 'percent2');
  const pct1 = (v: number) => format.number(v, { style: 'percent', maximumFractionDigits: 1 });
  const day = (d: string) => format.dateTime(new Date(`${d.slice(0, 10)}T12:00:00Z`), 'short');
  const stateName = (code: string) => REGIONS.find((r) => r.code === code)?.name[locale] ?? code;
  const years = calculation.fixationYears;
  const { offers, excluded, fallback } = comparison;
  const demoLabel = (isDemo: boolean) =>
    isDemo ? (
      <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="offer-demo-label">
        {t('demo')}
      </span>
    ) : null;

  const columns: DataTableColumn<RankedOffer & { rank: number }>[] = [
    { key: 'rank', label: t('columns.rank'), cell: (o) => o.rank, numeric: true },
    {
      key: 'lender',
      label: t('columns.lender'),
      rowHeader: true,
      cell: (o) => (
        <>
          <span className="font-semibold" data-testid="offer-lender">{o.lenderName}</span>
          {demoLabel(o.isDemo)}
        </>
      ),
    },
    { key: 'rate', label: t('columns.rate'), cell: (o) => pct(o.nominalRate), numeric: true, cellData: () => ({ 'data-column': 'rate' }) },
    { key: 'effective', label: t('columns.effective'), cell: (o) => <strong>{pct(o.effectiveRate)}</strong>, numeric: true, cellData: () => ({ 'data-column': 'effective' }) },
    { key: 'monthly', label: t('columns.monthly'), cell: (o) => euro(o.monthlyPayment), numeric: true, cellData: () => ({ 'data-column': 'monthly' }) },
    { key: 'residual', label: t('columns.residual', { years }), cell: (o) => euro(o.residualDebt), numeric: true, cellData: () => ({ 'data-column': 'residual' }) },
    { key: 'cost', label: t('columns.cost', { years }), cell: (o) => euro(o.totalCost), numeric: true, cellData: () => ({ 'data-column': 'cost' }) },
    {
      key: 'source',
      label: t('columns.source'),
      cell: (o) => (
        <span className="text-xs text-muted">
          {t(`source.${o.source}`, { date: day(o.validFrom) })}
          {/* A demo lender's sheet names its derivation in English (seed data); the page says it in its own language. */}
          {o.isDemo ? <span className="block">{t('demoSource')}</span> : o.conditionsSource ? <span className="block">{o.conditionsSource}</span> : null}
        </span>
      ),
    },
  ];

  const reason = (e: Exclusion) => {
    const p = e.params;
    const num = (k: string) => (typeof p[k] === 'number' ? (p[k] as number) : Number(p[k]));
    switch (e.reason) {
      case 'region':
        return t('reasons.region', { state: stateName(String(p.state ?? state)) });
      case 'loanSize':
        if (p.minLoan !== undefined) return t('reasons.minLoan', { minLoan: euro(num('minLoan')) });
        if (p.loanMax !== undefined) return t('reasons.loanMax', { loanMax: euro(num('loanMax')) });
        return t('reasons.loanSize');
      case 'ltv':
        return t('reasons.ltv', { ltvMax: pct1(num('ltvMax')), ltv: pct1(num('ltv')) });
      case 'purpose':
        return t('reasons.purpose', { purpose: t(`purposes.${String(p.purpose) as 'purchase'}`) });
      case 'fixation':
        return t('reasons.fixation', { years: num('fixationYears') });
      case 'employment':
        return t('reasons.employment', { employment: t(`employments.${String(p.employment) as 'employed'}`) });
      case 'forwardMonths':
        return num('maxMonths') > 0 ? t('reasons.forwardMonths', { maxMonths: num('maxMonths') }) : t('reasons.noForward');
    }
  };

  const chosen = calculation.chosen;
  const hasDemo = offers.some((o) => o.isDemo) || excluded.some((e) => e.isDemo);
  return (
    <section aria-labelledby="lender-offers-title" className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="lender-offers">
      <h2 id="lender-offers-title" className="text-2xl font-bold">{t('title')}</h2>
      <p className="mt-2 max-w-3xl text-sm" data-testid="lender-offers-case">
        {t('case', {
          loan: euro(calculation.loanAmount),
          price: euro(calculation.purchasePrice),
          ltv: pct1(calculation.loanToValue),
          state: stateName(state),
          years,
          repayment: pct(chosen.repaymentRate),
        })}
      </p>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('assumptions')}</p>
      <p className="mt-1 text-sm">
        <a href="" className="font-semibold text-brand-700 underline" data-testid="lender-offers-refresh">{t('refresh')}</a>
      </p>

      {fallback?.reason === 'sourceUnavailable' ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="status" data-testid="lender-offers-source-unavailable">
          {t('sourceUnavailable')}
        </p>
      ) : null}

      {offers.length > 0 ? (
        <>
          <p className="mt-4 text-sm">{t('ranking')}</p>
          <DataTable
            id="lender-offers-table"
            caption={t('caption', { count: offers.length, years })}
            columns={columns}
            rows={offers.map((o, i) => ({ ...o, rank: i + 1 }))}
            rowKey={(o) => `${o.source}-${o.lenderId}`}
            rowData={(o) => ({ 'data-lender': o.lenderId, 'data-demo': o.isDemo ? 'true' : undefined })}
            cards
            className="mt-2"
          />
          {hasDemo ? <p className="mt-2 text-xs text-muted" data-testid="lender-offers-demo-note">{t('demoNote')}</p> : null}
          <p className="mt-2 text-xs text-muted">{t('effectiveNote', { years })}</p>
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4" data-testid="lender-offers-model">
          <p className="text-sm font-semibold">{t(chosen.rateSource === 'override' ? 'ownRateUsed' : 'modelUsed')}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
            <dt className="text-muted">{t('columns.rate')}</dt>
            <dd className="tabular-nums" data-testid="lender-offers-model-rate">{pct(chosen.interestRate)}</dd>
            <dt className="text-muted">{t('columns.effective')}</dt>
            <dd className="tabular-nums">{pct(chosen.effectiveRate)}</dd>
            <dt className="text-muted">{t('columns.monthly')}</dt>
            <dd className="tabular-nums">{euro(chosen.monthlyRate)}</dd>
            <dt className="text-muted">{t('columns.residual', { years })}</dt>
            <dd className="tabular-nums">{euro(chosen.balanceAfterFixation)}</dd>
            <dt className="text-muted">{t('modelInterest', { years })}</dt>
            <dd className="tabular-nums">{euro(chosen.interestPaidFixation)}</dd>
          </dl>
        </div>
      )}

      {excluded.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold" id="lender-offers-excluded">{t('excludedTitle')}</h3>
          <ul className="mt-2 space-y-1 text-sm" aria-labelledby="lender-offers-excluded" data-testid="lender-offers-excluded">
            {excluded.map((e) => (
              <li key={e.lenderId} data-reason={e.reason}>
                <span className="font-semibold">{e.lenderName}</span>
                {demoLabel(e.isDemo)}: {reason(e)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

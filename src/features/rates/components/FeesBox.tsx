import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { COMMISSION_RULE_VALID_FROM } from '@/engine/fees/broker-commission';
import { regionByCode, type StateCode } from '@/engine/geo/regions';
import type { Locale } from '@/i18n/routes';
import type { PlaceFees } from '../rates-page';
import { formatCommissionRate, formatIsoDate } from '../format';

function Row({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-ink">{label}</dt>
      <dd className="shrink-0 font-semibold tabular-nums text-ink" data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * The fees of a place for a purchase price: transfer tax (current rate and its valid-from date), notary and
 * land registry (2 % rule and the itemised GNotKG figure), broker commission (buyer, seller, total). Engine
 * figures flagged as assumptions are marked.
 */
export async function FeesBox({ locale, fees, placeLabel, state, title }: { locale: Locale; fees: PlaceFees; placeLabel: string; state: StateCode; title?: string }) {
  const t = await getTranslations({ locale, namespace: 'rates.fees' });
  const format = await getFormatter({ locale });
  const euro = (n: number) => format.number(n, 'euro');
  const pct = (n: number) => format.number(n, 'percent2');
  const date = (iso: string) => formatIsoDate(format, iso);
  const rate = (n: number) => formatCommissionRate(format, n);
  const { transferTax, notary, commission } = fees;
  const anyAssumption = transferTax.assumption || notary.exactAssumption || commission.assumption;
  const mark = (on: boolean) =>
    on ? (
      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-assumption="true">
        {t('assumption')}
      </span>
    ) : null;

  return (
    <section id="fees" aria-labelledby="fees-title" className="mt-8 rounded-2xl border border-slate-200 p-6" data-testid="fees-box">
      <h2 id="fees-title" className="text-xl font-semibold text-ink">{title ?? t('title', { place: placeLabel })}</h2>
      <p className="mt-1 text-muted">{t('intro', { price: euro(fees.price), place: placeLabel })}</p>

      <h3 className="mt-4 font-semibold text-ink">{t('transferTax')}</h3>
      <dl className="divide-y divide-slate-200">
        <Row
          label={<>{t('transferTaxDetail', { rate: pct(transferTax.rate), region: regionByCode(state).name[locale], validFrom: date(transferTax.validFrom) })}{mark(transferTax.assumption)}</>}
          value={euro(transferTax.amount)}
          testId="fees-transfer-tax"
        />
      </dl>

      <h3 className="mt-4 font-semibold text-ink">{t('notary')}</h3>
      <dl className="divide-y divide-slate-200">
        <Row label={t('notaryRule', { rate: pct(notary.ruleRate) })} value={euro(notary.ruleAmount)} testId="fees-notary-rule" />
        <Row
          label={
            <>
              {t('notaryExact', {
                notary: format.number(notary.exact.notaryGross, 'euroCents'),
                registry: format.number(notary.exact.registry, 'euroCents'),
                landCharge: euro(notary.landCharge),
              })}
              {mark(notary.exactAssumption)}
            </>
          }
          value={euro(notary.exact.total)}
          testId="fees-notary-exact"
        />
      </dl>

      <h3 className="mt-4 font-semibold text-ink">
        {t('commission')}
        {mark(commission.assumption)}
      </h3>
      <dl className="divide-y divide-slate-200">
        <Row label={t('commissionBuyer', { rate: rate(commission.buyerRate) })} value={euro(commission.buyerAmount)} testId="fees-commission-buyer" />
        <Row label={t('commissionSeller', { rate: rate(commission.sellerRate) })} value={euro(commission.sellerAmount)} testId="fees-commission-seller" />
        <Row label={t('commissionTotal', { rate: rate(commission.totalRate) })} value={euro(commission.totalAmount)} testId="fees-commission-total" />
      </dl>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {commission.buyerRateRange && (
          <li>{t('commissionRange', { min: rate(commission.buyerRateRange[0]), max: rate(commission.buyerRateRange[1]) })}</li>
        )}
        <li>{t('commissionRule', { since: date(COMMISSION_RULE_VALID_FROM) })}</li>
        <li>{t('newBuild', { rate: rate(commission.newBuildBuyerRate) })}</li>
      </ul>
      {anyAssumption && <p className="mt-3 text-sm text-muted">{t('assumptionNote')}</p>}
    </section>
  );
}

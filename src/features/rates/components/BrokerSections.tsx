import { getFormatter, getTranslations } from 'next-intl/server';
import { SITE } from '@/config/site';
import { COMMISSION_CONVENTIONS } from '@/engine/fees/broker-commission';
import { currentTransferTaxEntries } from '@/engine/fees/transfer-tax';
import { REGIONS } from '@/engine/geo/regions';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { FeesBox } from './FeesBox';
import { formatCommissionRate } from '../format';
import { placeFees } from '../rates-page';
import { placeName, RATES_DEFAULTS, ratesLoan, type Place } from '../rates-query';

function Card({ id, title, text, items }: { id: string; title: string; text: string; items?: string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-6">
      <h2 id={id} className="text-xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 leading-relaxed text-muted">{text}</p>
      {items && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
          {items.map((item) => <li key={item}>{item}</li>)}
        </ul>
      )}
    </section>
  );
}

/** Transfer tax and customary buyer commission of all 16 states (overview page), each linking to its broker page. */
async function StateOverview({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'rates.broker' });
  const tf = await getTranslations({ locale, namespace: 'rates.fees' });
  const format = await getFormatter({ locale });
  const mark = (on: boolean | undefined) =>
    on ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-assumption="true">{tf('assumption')}</span> : null;
  const pct = (n: number) => format.number(n, 'percent2');
  const taxes = currentTransferTaxEntries();
  const regions = [...REGIONS].sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale));
  return (
    <section aria-labelledby="broker-costs-title" className="mt-8" data-testid="fees-overview">
      <h2 id="broker-costs-title" className="text-xl font-semibold text-ink">{t('overviewTitle')}</h2>
      {/* Wider than a phone: the region scrolls (by keyboard too, once focused), its shadows say so. */}
      <div className="scroll-shadows mt-3 overflow-x-auto rounded-2xl border border-slate-200" tabIndex={0} role="region" aria-labelledby="broker-costs-caption" data-testid="fees-overview-scroll">
        <table className="w-full text-left text-sm">
          <caption id="broker-costs-caption" className="px-4 pt-3 text-left text-muted">{t('overviewCaption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">{t('overviewState')}</th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">{t('overviewTransferTax')}</th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">{t('overviewBuyerShare')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {regions.map((r) => (
              <tr key={r.code}>
                <th scope="row" className="px-4 py-2 font-medium">
                  <a className="text-brand-700 underline-offset-2 hover:underline" href={localizedPath('mortgage-broker-region', locale, { region: r.slug[locale] })}>{r.name[locale]}</a>
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{pct(taxes[r.code].rate)}{mark(taxes[r.code].assumption)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatCommissionRate(format, COMMISSION_CONVENTIONS[r.code].buyerRate)}{mark(COMMISSION_CONVENTIONS[r.code].assumption)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {regions.some((r) => taxes[r.code].assumption || COMMISSION_CONVENTIONS[r.code].assumption) && <p className="mt-2 text-sm text-muted">{tf('assumptionNote')}</p>}
    </section>
  );
}

/**
 * Body of the broker pages: what the broker does (region and city pages; the overview page has it in its
 * sections), how lenders are compared, the costs in that place, and the call to book an appointment.
 */
export async function BrokerSections({ locale, place, date }: { locale: Locale; place: Place | null; date: string }) {
  const t = await getTranslations({ locale, namespace: 'rates' });
  const label = place ? placeName(place, locale) : t('germany');
  const costs = place
    ? (() => {
        const price = RATES_DEFAULTS.price;
        const loan = ratesLoan({ price, state: place.state, commission: RATES_DEFAULTS.commission, savings: RATES_DEFAULTS.savings, date });
        return placeFees({ price, state: place.state, date, landCharge: loan.loanAmount });
      })()
    : null;

  return (
    <>
      {/* Two cards side by side on a place's page; the national page has only the comparison card, at full width. */}
      <div className={`mt-8 grid gap-8 ${place ? 'md:grid-cols-2' : ''}`}>
        {place && (
          <Card id="broker-what-title" title={t('broker.whatTitle')} text={t('broker.whatText', { place: label })} items={t.raw('broker.whatItems') as string[]} />
        )}
        <Card
          id="broker-compare-title"
          title={t('broker.compareTitle')}
          text={t('broker.compareText', { count: SITE.lenderCount })}
          items={t.raw('broker.compareItems') as string[]}
        />
      </div>
      {place && costs ? (
        <FeesBox locale={locale} fees={costs} placeLabel={label} state={place.state} title={t('broker.costsTitle', { place: label })} />
      ) : (
        <StateOverview locale={locale} />
      )}
      <section aria-labelledby="broker-cta-title" className="mt-8 rounded-2xl bg-brand-50 p-6" data-testid="broker-cta">
        <h2 id="broker-cta-title" className="text-xl font-semibold text-ink">{t('broker.ctaTitle')}</h2>
        <p className="mt-2 max-w-3xl text-muted">{t('broker.ctaText', { place: label })}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href={localizedPath('appointment', locale)} className="rounded-lg bg-brand-600 px-6 py-3 text-center font-semibold text-white hover:bg-brand-700">{t('broker.ctaButton')}</a>
        </div>
      </section>
    </>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, TextAreaField } from '@/components/forms';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate, todayInBerlin } from '@/lib/dates';
import { offerExpired, OFFER_ERRORS, OFFER_QUESTION_MAX, visibleOffersOf, type LeadOfferRow } from '../advisor-offers';

type Query = Record<string, string | string[] | undefined>;
const DONE = ['accepted', 'asked'] as const;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The advisor's offers in the customer's account (issue 50, part 3): the offers the advisor made visible, the
 * recommended one first and marked, each with its figures, validity (an expired one says so and cannot be accepted),
 * the advisor's note, the PDF, and the forms to accept it (one offer, once) or ask a question (plain POST to
 * /api/account/offers). Nothing when the advisor has shown no offer.
 */
export async function CustomerOffersSection({ locale, leadId, query }: { locale: Locale; leadId: string; query: Query }) {
  const offers = await visibleOffersOf(await getDb(), leadId);
  if (offers.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'offers.advisorOffer' }), getFormatter({ locale })]);
  const today = todayInBerlin();
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const cents = (n: number) => format.number(n, 'euroCents');
  const pct = (n: number) => format.number(n, 'percent2');
  const day = (d: string) => format.dateTime(isoDateToDate(d), 'short');
  const instant = (d: Date) => format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const target = first(query.offer);
  const done = DONE.find((d) => d === first(query.offerDone));
  const error = OFFER_ERRORS.find((e) => e === first(query.offerError));
  const acceptedOne = offers.find((o) => o.acceptedAt !== null);

  const item = (o: LeadOfferRow) => {
    const expired = offerExpired(o, today);
    const here = target === o.id;
    return (
      <li key={o.id} id={`offer-${o.id}`} className={`rounded-xl border-2 p-4 ${o.recommended ? 'border-brand-600' : 'border-slate-200'}`} data-testid="customer-offer" data-offer={o.id} data-recommended={o.recommended ? 'true' : undefined} data-expired={expired ? 'true' : undefined}>
        {o.recommended && <p className="mb-1 text-sm font-semibold text-brand-800" data-testid="customer-offer-recommended">{t('recommended')}</p>}
        <h3 className="text-lg font-semibold" data-testid="customer-offer-lender">{o.isDemo ? t('demoLender', { name: o.lenderName }) : o.lenderName}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <dt className="text-muted">{t('fields.loan')}</dt>
          <dd className="tabular-nums" data-column="loan">{euro(o.loan)}</dd>
          <dt className="text-muted">{t('fields.nominalRate')}</dt>
          <dd className="tabular-nums" data-column="rate">{pct(o.nominalRate)}</dd>
          <dt className="text-muted">{t('fields.effectiveRate')}</dt>
          <dd className="tabular-nums font-semibold" data-column="effective">{pct(o.effectiveRate)}</dd>
          <dt className="text-muted">{t('fields.monthlyPayment')}</dt>
          <dd className="tabular-nums font-semibold" data-column="monthly">{cents(o.monthlyPayment)}</dd>
          <dt className="text-muted">{t('fields.fixationYears')}</dt>
          <dd>{t('years', { years: o.fixationYears })}</dd>
          <dt className="text-muted">{t('fields.residualDebt', { years: o.fixationYears })}</dt>
          <dd className="tabular-nums" data-column="residual">{euro(o.residualDebt)}</dd>
          <dt className="text-muted">{t('fields.totalCost', { years: o.fixationYears })}</dt>
          <dd className="tabular-nums" data-column="cost">{euro(o.totalCost)}</dd>
          <dt className="text-muted">{t('fields.specialRepayment')}</dt>
          <dd className="tabular-nums">{pct(o.specialRepayment)}</dd>
        </dl>
        <p className={`mt-2 text-sm ${expired ? 'font-semibold text-amber-900' : ''}`} data-testid="customer-offer-validity">
          {expired ? t('expired', { date: day(o.validUntil) }) : t('validUntil', { date: day(o.validUntil) })}
        </p>
        {o.note && (
          <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
            <p className="font-semibold">{t('noteHeading')}</p>
            <p className="whitespace-pre-line" data-testid="customer-offer-note">{o.note}</p>
          </div>
        )}
        {o.isDemo && <p className="mt-2 text-xs text-muted">{t('demoNote')}</p>}
        <p className="mt-3">
          <a className="font-semibold text-brand-700 underline" href={`/api/account/offers/${o.id}/pdf?locale=${locale}`} download data-testid="customer-offer-pdf">{t('account.pdf')}</a>
        </p>
        {here && done && <p role="status" className="mt-3 rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="customer-offer-done">{t(`account.done.${done}`)}</p>}
        {here && error && <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="customer-offer-error">{t(`errors.${error}`)}</p>}
        {o.acceptedAt ? (
          <p className="mt-3 font-semibold text-emerald-800" data-testid="customer-offer-accepted">{t('account.acceptedAt', { when: instant(o.acceptedAt) })}</p>
        ) : expired ? (
          <p className="mt-3 text-sm" data-testid="customer-offer-expired">{t('account.expiredHint')}</p>
        ) : acceptedOne ? null : (
          <form method="post" action="/api/account/offers" className="mt-3" data-testid="customer-offer-accept">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="accept" />
            <input type="hidden" name="offer" value={o.id} />
            <p className="mb-2 text-sm text-muted">{t('account.acceptHint')}</p>
            <button type="submit" className={PRIMARY_BUTTON_CLASS}>{t('account.accept')}</button>
          </form>
        )}
        {o.askedAt && o.question && (
          <p className="mt-3 text-sm" data-testid="customer-offer-question">
            {t('account.askedAt', { when: instant(o.askedAt) })} <span className="whitespace-pre-line">{o.question}</span>
          </p>
        )}
        <details className="mt-3" open={here && !!error && error.startsWith('QUESTION')}>
          <summary className="cursor-pointer font-semibold text-brand-700 underline">{t('account.ask')}</summary>
          <form method="post" action="/api/account/offers" className="mt-2 flex flex-col gap-3" data-testid="customer-offer-ask">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="ask" />
            <input type="hidden" name="offer" value={o.id} />
            <TextAreaField id={`offer-question-${o.id}`} name="question" label={t('account.question')} maxLength={OFFER_QUESTION_MAX} rows={3} required />
            <button type="submit" className={`${SECONDARY_BUTTON_CLASS} self-start`}>{t('account.send')}</button>
          </form>
        </details>
      </li>
    );
  };

  return (
    <section aria-labelledby="customer-offers-title" id="offer-list" className="mb-6 rounded-2xl border border-slate-200 p-6" data-testid="customer-offers">
      <h2 id="customer-offers-title" className="text-xl font-semibold">{t('account.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('account.intro')}</p>
      <ol className="mt-4 space-y-4">{offers.map(item)}</ol>
    </section>
  );
}

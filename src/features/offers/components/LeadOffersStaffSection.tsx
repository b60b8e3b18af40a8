import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckboxField, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextAreaField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { REGIONS } from '@/engine/geo/regions';
import type { LeadRow } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate, todayInBerlin } from '@/lib/dates';
import { TYPED_OFFER_FIELDS, CASE_FORM_KEYS, caseFormOfLead, compareForLead, leadOffersOf, offerCaseOfForm, offerExpired, OFFER_ERRORS, OFFER_NOTE_MAX, type CaseForm, type LeadOfferRow } from '../advisor-offers';

type Query = Record<string, string | undefined>;
const DONE = ['added', 'updated', 'removed'] as const;
const FIELD_NAMES = ['lenderName', 'nominalRate', 'effectiveRate', 'monthlyPayment', 'loan', 'fixationYears', 'residualDebt', 'totalCost', 'fees', 'specialRepayment'] as const;

/** A day N days after `day` (YYYY-MM-DD). */
function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The advisor's offers on a lead's page (issue 50, part 3): the lead's offers with their figures, state and the
 * customer's answer, each with a form to change note, validity, recommendation and visibility (or remove it); the
 * comparison for the lead's case (a GET form prefilled from the lead's request, its rows with an "add" form); and the
 * form for a bank's binding offer typed in. Plain forms posting to /api/staff/leads/<id>/offers. The page has checked
 * that the staff member may see the lead.
 */
export async function LeadOffersStaffSection({ locale, lead, query }: { locale: Locale; lead: LeadRow; query: Query }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'offers.advisorOffer' }), getFormatter({ locale })]);
  const db = await getDb();
  const today = todayInBerlin();
  const offers = await leadOffersOf(db, lead.id);
  const action = `/api/staff/leads/${lead.id}/offers`;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const cents = (n: number) => format.number(n, 'euroCents');
  const pct = (n: number) => format.number(n, 'percent2');
  const day = (d: string) => format.dateTime(isoDateToDate(d), 'short');
  const instant = (d: Date) => format.dateTime(d, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const done = DONE.find((d) => d === query.offerDone);
  const error = OFFER_ERRORS.find((e) => e === query.offerError);
  const errorField = FIELD_NAMES.find((f) => f === query.offerField);
  const defaultValidUntil = plusDays(today, 14);

  // The comparison's case: typed on the form (in the address), else what the lead page knows of the lead.
  const typedCase = query[CASE_FORM_KEYS.price] !== undefined;
  const caseForm: CaseForm = typedCase
    ? { price: query[CASE_FORM_KEYS.price] ?? '', loan: query[CASE_FORM_KEYS.loan] ?? '', state: query[CASE_FORM_KEYS.state] ?? '', fixationYears: query[CASE_FORM_KEYS.fixationYears] ?? '', repayment: query[CASE_FORM_KEYS.repayment] ?? '' }
    : await caseFormOfLead(db, lead);
  const parsedCase = typedCase ? offerCaseOfForm(caseForm, locale, today) : null;
  const compared = parsedCase?.ok ? await compareForLead(db, parsedCase.offerCase) : null;
  const caseHidden = Object.entries(CASE_FORM_KEYS).map(([k, name]) => <input key={name} type="hidden" name={name} value={caseForm[k as keyof CaseForm]} />);
  const lenderLabel = (o: { lenderName: string; isDemo: boolean }) => (o.isDemo ? t('demoLender', { name: o.lenderName }) : o.lenderName);

  const offerItem = (o: LeadOfferRow) => (
    <li key={o.id} id={`offer-${o.id}`} className="rounded-xl border border-slate-200 p-4" data-testid="staff-offer" data-offer={o.id} data-recommended={o.recommended ? 'true' : undefined} data-visible={o.visibleToCustomer ? 'true' : undefined}>
      <p className="font-semibold">
        {lenderLabel(o)}
        {o.recommended && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">{t('staff.recommended')}</span>}
        <span className="ml-2 text-xs font-normal text-muted">{t(o.visibleToCustomer ? 'staff.visible' : 'staff.hidden')} · {t(`source.${o.source as 'typed'}`)}</span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-muted">{t('fields.nominalRate')}</dt>
        <dd className="tabular-nums">{pct(o.nominalRate)}</dd>
        <dt className="text-muted">{t('fields.effectiveRate')}</dt>
        <dd className="tabular-nums">{pct(o.effectiveRate)}</dd>
        <dt className="text-muted">{t('fields.monthlyPayment')}</dt>
        <dd className="tabular-nums">{cents(o.monthlyPayment)}</dd>
        <dt className="text-muted">{t('fields.loan')}</dt>
        <dd className="tabular-nums">{euro(o.loan)}</dd>
        <dt className="text-muted">{t('fields.fixationYears')}</dt>
        <dd>{t('years', { years: o.fixationYears })}</dd>
        <dt className="text-muted">{t('fields.residualDebt', { years: o.fixationYears })}</dt>
        <dd className="tabular-nums">{euro(o.residualDebt)}</dd>
        <dt className="text-muted">{t('fields.totalCost', { years: o.fixationYears })}</dt>
        <dd className="tabular-nums">{euro(o.totalCost)}</dd>
        <dt className="text-muted">{t('fields.fees')}</dt>
        <dd className="tabular-nums">{euro(o.fees)}</dd>
      </dl>
      <p className="mt-2 text-sm" data-testid="staff-offer-validity">{offerExpired(o, today) ? t('expired', { date: day(o.validUntil) }) : t('validUntil', { date: day(o.validUntil) })}</p>
      {o.acceptedAt && <p className="mt-1 text-sm font-semibold text-emerald-800" data-testid="staff-offer-accepted">{t('staff.acceptedAt', { when: instant(o.acceptedAt) })}</p>}
      {o.askedAt && o.question && (
        <p className="mt-1 text-sm" data-testid="staff-offer-question">
          <span className="font-semibold">{t('staff.questionAt', { when: instant(o.askedAt) })}</span> <span className="whitespace-pre-line">{o.question}</span>
        </p>
      )}
      <form method="post" action={action} className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="staff-offer-update">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="action" value="update" />
        <input type="hidden" name="offer" value={o.id} />
        <TextField id={`offer-valid-${o.id}`} name="validUntil" type="date" label={t('staff.validUntil')} defaultValue={o.validUntil} required />
        <TextAreaField id={`offer-note-${o.id}`} name="note" label={t('staff.note')} maxLength={OFFER_NOTE_MAX} rows={2} defaultValue={o.note ?? ''} />
        <CheckboxField id={`offer-recommended-${o.id}`} name="recommended" value="1" label={t('staff.markRecommended')} defaultChecked={o.recommended} />
        <CheckboxField id={`offer-visible-${o.id}`} name="visible" value="1" label={t('staff.markVisible')} defaultChecked={o.visibleToCustomer} />
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('staff.save')}</button>
      </form>
      {!o.acceptedAt && (
        <form method="post" action={action} className="mt-2">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="action" value="remove" />
          <input type="hidden" name="offer" value={o.id} />
          <button type="submit" className="text-sm underline">{t('staff.remove')}</button>
        </form>
      )}
    </li>
  );

  const addFields = (id: string) => (
    <>
      <TextField id={`${id}-valid`} name="validUntil" type="date" label={t('staff.validUntil')} defaultValue={query.t_validUntil || defaultValidUntil} required />
      <TextAreaField id={`${id}-note`} name="note" label={t('staff.note')} maxLength={OFFER_NOTE_MAX} rows={2} />
      <CheckboxField id={`${id}-recommended`} name="recommended" value="1" label={t('staff.markRecommended')} />
      <CheckboxField id={`${id}-visible`} name="visible" value="1" label={t('staff.markVisible')} />
    </>
  );

  return (
    <section aria-labelledby="lead-offers" className="mt-8 max-w-5xl" data-testid="lead-offers">
      <h2 id="lead-offers" className="text-xl font-semibold">{t('staff.title')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('staff.intro')}</p>
      {done && <p role="status" className="mt-3 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="lead-offers-done">{t(`staff.done.${done}`)}</p>}
      {error && (
        <p role="alert" className="mt-3 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="lead-offers-error">
          {t(`errors.${error}`)}
          {errorField && ` (${t(`typedFields.${errorField}`)})`}
        </p>
      )}
      {offers.length === 0 ? <p className="mt-3 text-muted" data-testid="lead-offers-empty">{t('staff.none')}</p> : <ol className="mt-3 space-y-3">{offers.map(offerItem)}</ol>}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="lead-offer-comparison" className="rounded-xl border border-slate-200 p-4">
          <h3 id="lead-offer-comparison" className="text-lg font-semibold">{t('staff.comparisonTitle')}</h3>
          <p className="mt-1 text-sm text-muted">{t('staff.comparisonIntro')}</p>
          <form method="get" action={`${localizedPath('staff-lead', locale, { lead: lead.id })}#lead-offer-comparison`} className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="lead-offer-case">
            <TextField id="oc-price" name={CASE_FORM_KEYS.price} label={t('caseFields.price')} inputMode="numeric" defaultValue={caseForm.price} required />
            <TextField id="oc-loan" name={CASE_FORM_KEYS.loan} label={t('caseFields.loan')} inputMode="numeric" defaultValue={caseForm.loan} required />
            <SelectField id="oc-state" name={CASE_FORM_KEYS.state} label={t('caseFields.state')} defaultValue={caseForm.state}>
              <option value="">{t('caseFields.chooseState')}</option>
              {REGIONS.map((r) => <option key={r.code} value={r.code}>{r.name[locale]}</option>)}
            </SelectField>
            <TextField id="oc-fix" name={CASE_FORM_KEYS.fixationYears} label={t('caseFields.fixationYears')} inputMode="numeric" defaultValue={caseForm.fixationYears} required />
            <TextField id="oc-repay" name={CASE_FORM_KEYS.repayment} label={t('caseFields.repayment')} inputMode="decimal" defaultValue={caseForm.repayment} required />
            <button type="submit" className={`${SECONDARY_BUTTON_CLASS} self-end`}>{t('staff.compare')}</button>
          </form>
          {parsedCase && !parsedCase.ok && <p role="alert" className="mt-2 text-sm text-red-900">{t('errors.INVALID_CASE')} ({t(`caseFields.${parsedCase.field}`)})</p>}
          {compared && !compared.ok && <p role="alert" className="mt-2 text-sm text-red-900">{t('errors.INVALID_CASE')}</p>}
          {compared?.ok && compared.offers.length === 0 && <p className="mt-2 text-sm" data-testid="lead-offer-no-rows">{t('staff.noRows')}</p>}
          {compared?.ok && compared.offers.length > 0 && (
            <ol className="mt-3 space-y-3" data-testid="lead-offer-rows">
              {compared.offers.map((o, i) => (
                <li key={o.lenderId} className="rounded-lg border border-slate-200 p-3" data-testid="lead-offer-row" data-lender={o.lenderId}>
                  <p className="font-semibold">{i + 1}. {lenderLabel(o)}</p>
                  <p className="text-sm tabular-nums">{t('staff.rowFigures', { rate: pct(o.nominalRate), effective: pct(o.effectiveRate), monthly: cents(o.monthlyPayment), residual: euro(o.residualDebt) })}</p>
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline">{t('staff.addThis')}</summary>
                    <form method="post" action={action} className="mt-2 grid gap-3" data-testid="lead-offer-add-row">
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="action" value="comparison" />
                      <input type="hidden" name="lender" value={o.lenderId} />
                      {caseHidden}
                      {addFields(`row-${i}`)}
                      <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('staff.add')}</button>
                    </form>
                  </details>
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="lead-offer-typed-title" id="lead-offer-typed" className="rounded-xl border border-slate-200 p-4">
          <h3 id="lead-offer-typed-title" className="text-lg font-semibold">{t('staff.typedTitle')}</h3>
          <p className="mt-1 text-sm text-muted">{t('staff.typedIntro')}</p>
          <form method="post" action={action} className="mt-2 grid gap-3 sm:grid-cols-2" data-testid="lead-offer-typed-form">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="typed" />
            {TYPED_OFFER_FIELDS.filter((f) => f !== 'validUntil').map((f) => (
              <TextField
                key={f}
                id={`typed-${f}`}
                name={f}
                label={t(`typedFields.${f}`)}
                hint={f === 'effectiveRate' || f === 'totalCost' ? t('staff.computedWhenEmpty') : undefined}
                inputMode={f === 'lenderName' ? undefined : 'decimal'}
                defaultValue={query[`t_${f}`] ?? ''}
                required={f !== 'effectiveRate' && f !== 'totalCost' && f !== 'fees' && f !== 'specialRepayment'}
                error={errorField === f ? t(`errors.${error ?? 'INVALID_FIGURE'}`) : null}
              />
            ))}
            {addFields('typed')}
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('staff.add')}</button>
          </form>
        </section>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ChoiceGroup, ErrorSummary, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { readFormState } from '@/lib/forms/form-state';
import { firstValue } from '@/lib/search-params';
import { LOAN_FORM_CODES, LOAN_FORM_FIELDS, LOAN_PAGE_ERRORS, loanFormValues, type LoanFormField } from '../loan-form';
import { LOAN_DRAFT, PENDING_LOAN_COOKIE } from '../loan-http';
import { claimPendingLoan, formFromRequest, myLoans, refinanceRequestsOf, type LoanWithFigures } from '../my-loan';
import { MAX_LOANS_PER_LEAD } from '../repository';
import { RateWatchSection } from './RateWatchSection';

type Query = Record<string, string | string[] | undefined>;
export type Format = Awaited<ReturnType<typeof getFormatter>>;

const isoDate = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * The account's "my loan" page (issue 51 part 1): the lead's loans with the figures that matter before the fixed
 * rate ends (residual debt at its end, interest still to pay, from when a forward loan can be arranged, the
 * termination right of § 489 BGB), the form to enter or change one (a GET page, saved by POST), and the refinance
 * requests to take the figures from. The landing's figures that waited for the login are saved here, once.
 */
export async function MyLoanBody({ locale, leadId, query }: { locale: Locale; leadId: string; query: Query }) {
  const db = await getDb();
  const now = new Date();
  const today = todayInBerlin(now);
  const jar = await cookies();
  const claimed = await claimPendingLoan(db, leadId, jar.get(PENDING_LOAN_COOKIE)?.value, now);
  const [t, format, loans, requests] = await Promise.all([getTranslations({ locale, namespace: 'loans' }), getFormatter({ locale }), myLoans(db, leadId, today), refinanceRequestsOf(db, leadId)]);

  const state = readFormState({ errors: firstValue(query.errors), error: firstValue(query.error) }, jar.get(LOAN_DRAFT.name)?.value, { cookie: LOAN_DRAFT, codes: LOAN_FORM_CODES, formErrors: LOAN_PAGE_ERRORS });
  const refused = Object.keys(state.errors).length > 0;
  const editId = firstValue(query.edit);
  const editing = editId ? loans.find((l) => l.row.id === editId) : undefined;
  const requestId = firstValue(query.request);
  const fromRequest = requestId ? requests.find((r) => r.id === requestId) : undefined;
  const posted = firstValue(query.source);
  const source = fromRequest || posted === 'refinance_request' ? 'refinance_request' : posted === 'landing' && !editing ? 'landing' : 'typed';
  const base: Partial<Record<LoanFormField, string>> = editing ? loanFormValues(editing.row, locale) : fromRequest ? formFromRequest(fromRequest, locale) : {};
  const values = Object.fromEntries(LOAN_FORM_FIELDS.map((f) => [f, (refused ? state.draft?.[f] : undefined) ?? base[f] ?? ''])) as Record<LoanFormField, string>;
  const errorOf = (f: LoanFormField) => (state.errors[f] ? t(`form.errors.${state.errors[f] as (typeof LOAN_FORM_CODES)[number]}`) : null);
  const saved = firstValue(query.saved);
  const notice = claimed?.ok || saved === 'landing' ? t('notice.landing') : saved ? t('notice.saved') : firstValue(query.deleted) ? t('notice.deleted') : null;
  const pageError = claimed && !claimed.ok ? (claimed.code === 'TOO_MANY_LOANS' ? 'TOO_MANY_LOANS' : 'INVALID_INPUT') : state.error;
  const canAdd = loans.length < MAX_LOANS_PER_LEAD;
  const showForm = editing || canAdd;

  return (
    <div className="grid gap-8" data-testid="my-loan">
      {notice ? (
        <p role="status" className="rounded-lg border border-emerald-600 bg-emerald-50 p-3 text-emerald-900" data-testid="my-loan-notice">{notice}</p>
      ) : null}
      {pageError ? <ErrorSummary title={t(`pageErrors.${pageError as (typeof LOAN_PAGE_ERRORS)[number]}`, { max: MAX_LOANS_PER_LEAD })} testId="my-loan-error" /> : null}

      {loans.length === 0 ? (
        <p className="max-w-2xl text-muted" data-testid="my-loan-empty">{t('empty')}</p>
      ) : (
        <section aria-labelledby="my-loans-title" className="grid gap-6">
          <h2 id="my-loans-title" className="text-xl font-semibold">{t('listTitle')}</h2>
          {loans.map((loan) => (
            <LoanCard key={loan.row.id} loan={loan} locale={locale} t={t} format={format} today={today}>
              <RateWatchSection locale={locale} leadId={leadId} loan={loan.row} query={query} />
            </LoanCard>
          ))}
        </section>
      )}

      {requests.length > 0 && !editing ? (
        <section aria-labelledby="my-loan-requests" className="max-w-2xl rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="my-loan-requests">
          <h2 id="my-loan-requests" className="text-lg font-semibold">{t('requests.title')}</h2>
          <p className="mt-1 text-sm text-muted">{t('requests.text')}</p>
          <ul className="mt-3 grid gap-2">
            {requests.map((r) => (
              <li key={r.id}>
                <a href={`${localizedPath('account-my-loan', locale)}?request=${r.id}#loan-form`} className="font-semibold text-brand-700 underline" data-testid="my-loan-take-request">
                  {t('requests.take', { date: format.dateTime(r.createdAt, 'short'), debt: format.number(r.debt, 'euro'), end: format.dateTime(isoDate(`${r.fixEnd}-15`), { month: 'long', year: 'numeric' }) })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {showForm ? (
        <section id="loan-form" aria-labelledby="loan-form-title" className="max-w-3xl rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="my-loan-form">
          <h2 id="loan-form-title" className="text-xl font-semibold">{editing ? t('form.editTitle') : t('form.newTitle')}</h2>
          <p className="mt-1 text-sm text-muted">{fromRequest ? t('form.fromRequest') : firstValue(query.source) === 'landing' ? t('form.fromLanding') : t('form.intro')}</p>
          {refused ? (
            <div className="mt-3">
              <ErrorSummary
                title={t('form.errorSummary')}
                errors={LOAN_FORM_FIELDS.filter((f) => state.errors[f]).map((f) => ({ id: f === 'basis' ? 'loan-basis-remaining' : f === 'paymentKind' ? 'loan-paymentKind-payment' : `loan-${f}`, message: `${t(`form.labels.${f}`)}: ${errorOf(f)}` }))}
                testId="loan-form-errors"
              />
            </div>
          ) : null}
          <form method="post" action="/api/account/loans" noValidate className="mt-4 grid gap-5">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="save" />
            {editing ? <input type="hidden" name="loan" value={editing.row.id} /> : null}
            <input type="hidden" name="source" value={source} />
            <TextField id="loan-bank" name="bank" label={t('form.labels.bank')} hint={t('form.hints.bank')} autoComplete="off" maxLength={80} defaultValue={values.bank} error={errorOf('bank')} />
            <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
              <legend className="px-1 text-sm font-medium text-ink">{t('form.balanceLegend')}</legend>
              <ChoiceGroup
                id="loan-basis"
                name="basis"
                look="inline"
                legend={<span className="sr-only">{t('form.labels.basis')}</span>}
                options={[
                  { value: 'remaining', label: t('form.basis.remaining') },
                  { value: 'original', label: t('form.basis.original') },
                ]}
                defaultValue={values.basis || 'remaining'}
                error={errorOf('basis')}
                optionsClassName="flex flex-wrap gap-x-6 gap-y-2"
              />
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <TextField id="loan-debt" name="debt" label={t('form.labels.debt')} hint={t('form.hints.debt')} inputMode="decimal" defaultValue={values.debt} error={errorOf('debt')} />
                <TextField id="loan-debtDate" name="debtDate" type="date" label={t('form.labels.debtDate')} defaultValue={values.debtDate} error={errorOf('debtDate')} />
                <TextField id="loan-amount" name="amount" label={t('form.labels.amount')} hint={t('form.hints.amount')} inputMode="decimal" defaultValue={values.amount} error={errorOf('amount')} />
                <TextField id="loan-start" name="start" type="date" label={t('form.labels.start')} defaultValue={values.start} error={errorOf('start')} />
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField id="loan-rate" name="rate" label={t('form.labels.rate')} hint={t('form.hints.rate')} inputMode="decimal" defaultValue={values.rate} error={errorOf('rate')} required />
              <TextField id="loan-fixEnd" name="fixEnd" type="date" label={t('form.labels.fixEnd')} hint={t('form.hints.fixEnd')} defaultValue={values.fixEnd} error={errorOf('fixEnd')} required />
            </div>
            <fieldset className="rounded-lg border border-slate-200 p-3 sm:p-4">
              <legend className="px-1 text-sm font-medium text-ink">{t('form.paymentLegend')}</legend>
              <ChoiceGroup
                id="loan-paymentKind"
                name="paymentKind"
                look="inline"
                legend={<span className="sr-only">{t('form.labels.paymentKind')}</span>}
                options={[
                  { value: 'payment', label: t('form.paymentKind.payment') },
                  { value: 'repayment', label: t('form.paymentKind.repayment') },
                ]}
                defaultValue={values.paymentKind || 'payment'}
                error={errorOf('paymentKind')}
                optionsClassName="flex flex-wrap gap-x-6 gap-y-2"
              />
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <TextField id="loan-payment" name="payment" label={t('form.labels.payment')} inputMode="decimal" defaultValue={values.payment} error={errorOf('payment')} />
                <TextField id="loan-repayment" name="repayment" label={t('form.labels.repayment')} hint={t('form.hints.repayment')} inputMode="decimal" defaultValue={values.repayment} error={errorOf('repayment')} />
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField id="loan-disbursed" name="disbursed" type="date" label={t('form.labels.disbursed')} hint={t('form.hints.disbursed')} defaultValue={values.disbursed} error={errorOf('disbursed')} />
              <TextField id="loan-special" name="special" label={t('form.labels.special')} hint={t('form.hints.special')} inputMode="decimal" defaultValue={values.special} error={errorOf('special')} />
              <TextField id="loan-value" name="value" label={t('form.labels.value')} hint={t('form.hints.value')} inputMode="decimal" defaultValue={values.value} error={errorOf('value')} />
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="loan-save">{t('form.save')}</button>
              {editing ? <a href={localizedPath('account-my-loan', locale)} className={SECONDARY_BUTTON_CLASS}>{t('form.cancel')}</a> : null}
            </div>
          </form>
        </section>
      ) : (
        <p className="text-muted">{t('pageErrors.TOO_MANY_LOANS', { max: MAX_LOANS_PER_LEAD })}</p>
      )}
    </div>
  );
}

export type T = Awaited<ReturnType<typeof getTranslations<'loans'>>>;

/** One loan with its figures (sync: the page passes the translator and formatter; `children` come below, the rate watch). */
export function LoanCard({ loan, locale, t, format, today, children }: { loan: LoanWithFigures; locale: Locale; t: T; format: Format; today: string; children?: ReactNode }) {
  const { row, summary: s } = loan;
  const euro = (n: number) => format.number(n, 'euro');
  const date = (iso: string) => format.dateTime(isoDate(iso), 'short');
  const pct = (f: number) => format.number(f, 'percent2');
  const title = row.bankName ? t('card.titleBank', { bank: row.bankName }) : t('card.title');
  return (
    <article id={`loan-${row.id}`} aria-labelledby={`loan-${row.id}-title`} className="rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid="loan-card">
      <h3 id={`loan-${row.id}-title`} className="text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted">{t('card.basics', { rate: pct(row.nominalRate), end: date(row.fixationEndDate) })}</p>
      {s ? (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('card.residual', { date: date(row.fixationEndDate) })}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="loan-residual">{euro(s.balanceAtFixationEnd)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{s.fixationEnded ? t('card.interestEnded') : t('card.interest')}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="loan-interest">{euro(s.interestUntilFixationEnd)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('card.installment')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="loan-installment">{format.number(s.installment, 'euroCents')}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('card.balanceToday', { date: date(today) })}</dt>
            <dd className="font-semibold tabular-nums" data-testid="loan-balance-today">{euro(s.balanceToday)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('card.forward')}</dt>
            <dd className="font-semibold" data-testid="loan-forward">
              {s.fixationEnded ? t('card.forwardEnded') : s.forwardPossibleToday ? t('card.forwardNow', { date: date(s.forwardFrom) }) : t('card.forwardFrom', { date: date(s.forwardFrom) })}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('card.special')}</dt>
            <dd className="font-semibold tabular-nums">{s.specialRepaymentPerYear > 0 ? t('card.specialAmount', { amount: euro(s.specialRepaymentPerYear) }) : t('card.specialNone')}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">{t('card.termination')}</dt>
            <dd className="mt-1" data-testid="loan-489">
              {!s.termination
                ? t('card.terminationUnknown')
                : s.termination.beforeFixationEnd
                  ? t('card.terminationBefore', { notice: date(s.termination.noticeFrom), end: date(s.termination.earliestEnd), latest: date(s.termination.latestNoticeDay ?? s.termination.noticeFrom) })
                  : t('card.terminationAfter', { notice: date(s.termination.noticeFrom), end: date(s.termination.earliestEnd) })}
              <span className="block text-sm text-muted">{t('card.terminationNote')}</span>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-amber-900" data-testid="loan-no-figures">{t('card.noFigures')}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={`${localizedPath('account-loan-plan', locale)}?loan=${row.id}`} className={PRIMARY_BUTTON_CLASS} data-testid="loan-plan-link">{t('card.plan')}</a>
        <a href={`${localizedPath('account-my-loan', locale)}?edit=${row.id}#loan-form`} className={SECONDARY_BUTTON_CLASS} data-testid="loan-edit-link">{t('card.edit')}</a>
        <form method="post" action="/api/account/loans">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="action" value="delete" />
          <input type="hidden" name="loan" value={row.id} />
          <button type="submit" className="text-sm font-semibold text-red-800 underline" data-testid="loan-delete">{t('card.delete', { title })}</button>
        </form>
      </div>
      {children}
    </article>
  );
}

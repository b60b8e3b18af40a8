/**
 * The HTTP side of "my loan" (issue 51 parts 1 and 5): `POST /api/account/loans` (save, delete) and
 * `POST /api/loans/keep` (the refinance landing's "keep these figures as my loan"). Plain forms, answered with a
 * redirect (303); a refused form comes back the form kit's way (ADR 025): the codes in the address, what was typed in
 * the draft cookie. A visitor who is not logged in keeps the landing's figures under a cookie until the login, as the
 * property radar's pending save does (features/properties/radar-http.ts).
 */
import { NextResponse } from 'next/server';
import type { Database } from '@/db/client';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { draftCookie, encodeDraft, refusalQuery } from '@/lib/forms/form-state';
import { LOAN_FORM_FIELDS } from './loan-form';
import { deleteLoanOfLead, landingLoanFields, PENDING_LOAN_SECONDS, saveLoanForm, savePendingLoan } from './my-loan';
import { insertLoan, type LoanSource } from './repository';

const secure = env.PUBLIC_BASE_URL.startsWith('https://');

/** The landing's figures that wait for the login: the token of a `loan_pending_saves` row. */
export const PENDING_LOAN_COOKIE = secure ? '__Host-hl_loan_save' : 'hl_loan_save';

/** What the "my loan" form's visitor typed, while a refused form is shown again (ten minutes). */
export const LOAN_DRAFT = draftCookie('hl_loan_draft', LOAN_FORM_FIELDS);

function redirectTo(path: string): NextResponse {
  return NextResponse.redirect(new URL(path, env.PUBLIC_BASE_URL), 303);
}

const myLoanPage = (locale: Locale, query: URLSearchParams | Record<string, string> = {}, anchor = '') => {
  const q = new URLSearchParams(query);
  return `${localizedPath('account-my-loan', locale)}${q.size ? `?${q}` : ''}${anchor ? `#${anchor}` : ''}`;
};

interface AccountContext {
  form: FormData;
  locale: Locale;
  lead: { id: string };
  now: Date;
}

/** `POST /api/account/loans`: `action` save (a new loan, or the loan `loan` changed) or delete. */
export async function loanFormRequest(db: Database, { form, locale, lead, now }: AccountContext): Promise<Response> {
  const action = form.get('action');
  const loanId = typeof form.get('loan') === 'string' && form.get('loan') !== '' ? String(form.get('loan')).slice(0, 36) : null;
  if (action === 'delete') {
    if (!loanId || !(await deleteLoanOfLead(db, lead.id, loanId))) return redirectTo(myLoanPage(locale, { error: 'NOT_FOUND' }));
    return redirectTo(myLoanPage(locale, { deleted: '1' }));
  }
  if (action !== 'save') return redirectTo(myLoanPage(locale, { error: 'INVALID_INPUT' }));
  const posted = form.get('source');
  const source: LoanSource = posted === 'refinance_request' || posted === 'landing' ? posted : 'typed';
  const saved = await saveLoanForm(db, lead.id, form, loanId, source, now);
  if (saved.ok) {
    const response = redirectTo(myLoanPage(locale, { saved: '1' }, `loan-${saved.id}`));
    response.cookies.set(LOAN_DRAFT.name, '', { ...LOAN_DRAFT.options, maxAge: 0 });
    return response;
  }
  if ('code' in saved) return redirectTo(myLoanPage(locale, { error: saved.code }));
  const query = refusalQuery(new URLSearchParams(loanId ? { edit: loanId } : source !== 'typed' ? { source } : {}), { errors: saved.errors });
  const response = redirectTo(myLoanPage(locale, query, 'loan-form'));
  response.cookies.set(LOAN_DRAFT.name, encodeDraft(LOAN_DRAFT, form), LOAN_DRAFT.options);
  return response;
}

interface KeepContext {
  form: FormData;
  locale: Locale;
  /** The logged-in lead, or null. */
  lead: { id: string } | null;
  now: Date;
  /** Today in Europe/Berlin. */
  today: string;
}

/**
 * `POST /api/loans/keep`: the refinance landing's figures as "my loan". Logged in: saved at once, then the account's
 * page. Not logged in: kept under a cookie for a day, then the login, which returns to the account's page, where the
 * figures are saved (`claimPendingLoan`). Figures that need another look (a payment below the interest, a missing
 * rate) go to the account's form with everything typed.
 */
export async function keepLandingLoanRequest(db: Database, { form, locale, lead, now, today }: KeepContext): Promise<Response> {
  const read = landingLoanFields(form, today);
  if (!read.ok) {
    const query = refusalQuery(new URLSearchParams({ source: 'landing' }), { errors: read.errors });
    const response = redirectTo(myLoanPage(locale, query, 'loan-form'));
    response.cookies.set(LOAN_DRAFT.name, encodeDraft(LOAN_DRAFT, Object.fromEntries(LOAN_FORM_FIELDS.map((f) => [f, read.draft[f] ?? ''])) as Record<(typeof LOAN_FORM_FIELDS)[number], string>), LOAN_DRAFT.options);
    return response;
  }
  if (lead) {
    const id = await insertLoan(db, lead.id, read.fields, 'landing', now);
    return redirectTo(id ? myLoanPage(locale, { saved: 'landing' }, `loan-${id}`) : myLoanPage(locale, { error: 'TOO_MANY_LOANS' }));
  }
  const token = await savePendingLoan(db, read.fields, now);
  const response = redirectTo(`${localizedPath('login', locale)}?${new URLSearchParams({ next: localizedPath('account-my-loan', locale) })}`);
  response.headers.append('Set-Cookie', `${PENDING_LOAN_COOKIE}=${token}; Path=/; Max-Age=${PENDING_LOAN_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  return response;
}

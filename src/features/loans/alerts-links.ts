/**
 * The links of the loan e-mails (issue 51 part 3): the loan's plan (the account's plan page of that loan), the refinance
 * appointment with an advisor, and the account's loan page where the loan and its watches are managed. Absolute, on
 * the site's public origin.
 */
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

export interface LoanLinks {
  planUrl: string;
  bookingUrl: string;
  manageUrl: string;
}

export function loanLinks(baseUrl: string, locale: Locale, loanId: string | null): LoanLinks {
  const base = baseUrl.replace(/\/$/, '');
  const plan = `${base}${localizedPath('account-loan-plan', locale)}`;
  return {
    planUrl: loanId ? `${plan}?${new URLSearchParams({ loan: loanId })}` : plan,
    bookingUrl: `${base}${localizedPath('refinance-appointment', locale)}`,
    manageUrl: `${base}${localizedPath('account-my-loan', locale)}`,
  };
}

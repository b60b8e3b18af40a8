/** Links and names as the certificate prints them (issue 26). */
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { BudgetForm } from '@/features/calculators';
import type { CertificateFigures } from './amount';

/** The public verification link of a certificate (issue 26): the page in the given language with the certificate's token. */
export function certificateVerifyUrl(locale: Locale, token: string): string {
  return new URL(`${localizedPath('certificate-verify', locale)}?${new URLSearchParams({ token })}`, env.PUBLIC_BASE_URL).toString();
}

/** An applicant's name as printed: title, first and last name (`t` translates `certificates.titles.*`). */
export function printedName(a: { title: string; firstName: string; lastName: string }, t: (key: string) => string): string {
  return [a.title ? t(`titles.${a.title}`) : '', a.firstName, a.lastName].filter(Boolean).join(' ');
}

/**
 * The house-budget calculator with a certificate's household (issue 49): income, other loans, savings, adults and
 * children in the calculator's own address fields; the rest, the rule included, as the calculator starts.
 */
export function houseBudgetUrl(locale: Locale, f: Pick<CertificateFigures, 'netIncome' | 'otherLoans' | 'savings' | 'adults' | 'children'>): string {
  const fields: Partial<Record<keyof BudgetForm, string>> = { income: String(f.netIncome), loans: String(f.otherLoans), equity: String(f.savings), adults: String(f.adults), children: String(f.children) };
  return `${localizedPath('house-budget', locale)}?${new URLSearchParams(fields as Record<string, string>)}`;
}

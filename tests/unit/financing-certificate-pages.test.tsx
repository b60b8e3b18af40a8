/**
 * What the financing certificate's pages show (issue 49, ADR 032 "Session 29 amendment").
 * - The verification page a seller or agent opens: names, the financing amount, status and validity, the number and
 *   issue date to match the PDF in hand, and the caution when the loan is above the price; never the price cap, the
 *   property, or the figures of the calculation.
 * - The account's page: the same caution, and why the house-budget calculator's first answer differs — its default
 *   rule is 35 % of the net income, the certificate's the household calculation — with this household's two monthly
 *   figures and a link to the calculator with its figures.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { CurrentCertificate } from '@/features/certificates/components/CertificateBody';
import { VerifiedCertificate } from '@/features/certificates/components/VerifyBody';
import type { CertificateFigures } from '@/features/certificates/amount';
import type { CertificateRow } from '@/features/certificates/repository';
import { budgetFormFromParams, DEFAULT_BUDGET_FORM, evaluateBudgetForm } from '@/features/calculators';
import { BURDEN_RATIO_LIMITS, HOUSEHOLD_CALCULATION, householdCosts } from '@/engine/house-budget';
import { marketOn } from '@/engine/rates/fixtures';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';
import { CERTIFICATE_DAY as TODAY, certificateRow, COUPLE, SINGLE_PARENT } from '../support/certificate-rows';

type Props<C> = C extends (props: infer P) => unknown ? P : never;

function tools(locale: Locale) {
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'certificates' as never }) as unknown as Props<typeof VerifiedCertificate>['t'];
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }) as unknown as Props<typeof VerifiedCertificate>['format'];
  return { t, format };
}

/** The page's text, tags dropped and no-break spaces read as spaces. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u00a0\u202f]/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

const verifyPage = (row: CertificateRow, locale: Locale) => renderToStaticMarkup(createElement(VerifiedCertificate, { row, today: TODAY, ...tools(locale) }));
const accountPage = (row: CertificateRow, locale: Locale) =>
  renderToStaticMarkup(createElement(CurrentCertificate, { certificate: { ...row, documents: [] }, locale, today: TODAY, payslipError: null, payslipFor: 'primary', ...tools(locale) }));

// With the property, so that its price and place are there to be left out.
const single = certificateRow({ ...SINGLE_PARENT, price: '105.000', prop_zip: '04109', prop_city: 'Leipzig' });
const couple = certificateRow(COUPLE);
const euro = (n: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n).replace(/\u00a0/g, ' ');

describe('the verification page', () => {
  test.each<[Locale, Record<string, string>]>([
    ['de', { loan: 'Finanzierung bis', number: 'Zertifikat-Nr.', issued: 'Ausgestellt am 27.11.2026', valid: 'Gültig bis 27.02.2027', status: 'Auf Basis eigener Angaben', cap: 'Kaufpreis bis', caution: 'Achtung: Die Finanzierung liegt über dem Kaufpreis' }],
    ['en', { loan: 'Financing up to', number: 'Certificate no.', issued: 'Issued on Nov 27, 2026', valid: 'Valid until Feb 27, 2027', status: 'Based on your own figures', cap: 'Purchase price up to', caution: 'Caution: the financing is above the purchase price' }],
  ])('%s: names, amount, status, validity, number and issue date, the caution of a loan above the price; no price cap, property or figures', (locale, words) => {
    const page = text(verifyPage(single, locale));
    const f = single.figures as unknown as CertificateFigures;
    expect(page).toContain('Anna Schmidt');
    expect(page).toContain(`${words.loan} ${euro(single.loanAmount, locale)}`);
    expect(page).toContain(words.status);
    expect(page).toContain(words.valid);
    expect(page).toContain(`${words.number} FZ-7K2M-9Q4P`);
    expect(page).toContain(words.issued);
    expect(page).toContain(words.caution);
    // What the holder keeps to themselves: the most they can pay, the property, income and savings.
    expect(single.maxPrice).toBeLessThan(single.loanAmount);
    expect(page).not.toContain(words.cap);
    for (const amount of [single.maxPrice, single.purchasePrice!, f.netIncome, f.maxInstallment]) expect(page).not.toContain(euro(amount, locale));
    expect(page).not.toContain('Leipzig');
    expect(page).not.toContain('anna@example.de');
    expect(page).not.toContain('Hauptstraße');
  });

  test('savings that cover the purchase costs: no caution', () => {
    expect(couple.loanAmount).toBeLessThan(couple.maxPrice);
    expect(text(verifyPage(couple, 'de'))).not.toContain('über dem Kaufpreis');
    expect(text(verifyPage(couple, 'en'))).not.toContain('above the purchase price');
  });
});

describe('the account page', () => {
  test('the single parent: the caution, and 35 % of €2,600 against the household calculation, with a link that opens the calculator on this household', () => {
    const de = accountPage(single, 'de');
    expect(text(de)).toContain('Dein Eigenkapital deckt die Kaufnebenkosten nicht');
    expect(text(de)).toContain('Zum Vergleich: Unser Budgetrechner nimmt voreingestellt die Faustregel von 35 % des Nettoeinkommens für alle Kreditraten, bei dir 910 € im Monat. Das Zertifikat rechnet wie eine Bank mit der Haushaltsrechnung, höchstens mit 40 %, und kommt auf 640 €. Im Budgetrechner nachrechnen');
    const href = /href="(\/de\/wie-viel-haus-kann-ich-mir-leisten-rechner\.ia\?[^"]+)"/.exec(de)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    // The calculator, opened on that link, answers with its default rule on this household: €910 a month.
    const form = budgetFormFromParams(new URL(href!, 'http://x').searchParams);
    expect(form).toMatchObject({ income: '2600', loans: '0', equity: '0', adults: '1', children: '1', rule: 'burden' });
    const calculator = evaluateBudgetForm(form, TODAY, marketOn(TODAY)).result!;
    expect(Math.round(calculator.maxInstallment)).toBe(910);
    expect(calculator.maxPrice).toBeGreaterThan(single.maxPrice);

    const en = text(accountPage(single, 'en'));
    expect(en).toContain('Your savings do not cover the purchase costs');
    expect(en).toContain('For comparison: our budget calculator starts from the rule of thumb of 35% of the net income for all loan payments, €910 a month for you. The certificate works like a bank, with the household calculation and at most 40%, and arrives at €640. Recalculate in the budget calculator');
  });

  test('savings that cover the purchase costs: no caution; the comparison is there', () => {
    const de = text(accountPage(couple, 'de'));
    expect(de).not.toContain('Dein Eigenkapital deckt die Kaufnebenkosten nicht');
    expect(de).toContain('bei dir 1.960 € im Monat');
  });
});

describe("the house-budget calculator's page", () => {
  test.each<[Locale, string, string]>([
    ['de', 'Warum das Finanzierungszertifikat einen anderen Betrag nennt', 'Finanzierungszertifikat'],
    ['en', 'Why the financing certificate names a different amount', 'financing certificate'],
  ])('%s: names its default rule and the certificate’s, with the single parent’s two monthly figures as the engine computes them', (locale, heading, certificate) => {
    const sections = (messagesFor(locale) as { pages: { houseBudget: { sections: { heading: string; text?: string }[] } } }).pages.houseBudget.sections;
    const section = sections.find((s) => s.heading === heading);
    expect(section?.text).toBeDefined();
    const words = section!.text!.replace(/\u00a0/g, ' ');
    const money = (n: number) => euro(n, locale);
    const pct = (n: number) => `${n * 100}${locale === 'de' ? ' ' : ''}%`;
    // The calculator's default rule on €2,600, and the certificate's household calculation for one adult and one child.
    const calculator = evaluateBudgetForm({ ...DEFAULT_BUDGET_FORM, income: '2600' }, TODAY, marketOn(TODAY)).result!;
    const costs = householdCosts({ netIncome: 2600, adults: 1, children: 1, livingArea: 100, livingCosts: null });
    const household = 2600 - costs.livingCosts - costs.runningCosts - costs.buffer;
    expect(single.figures).toMatchObject({ householdInstallment: household, limitedBy: 'household' });
    expect(words).toContain(certificate);
    expect(words).toContain(pct(BURDEN_RATIO_LIMITS.default));
    expect(words).toContain(pct(BURDEN_RATIO_LIMITS.guidanceMax));
    for (const amount of [2600, Math.round(calculator.maxInstallment), household, HOUSEHOLD_CALCULATION.firstAdult, HOUSEHOLD_CALCULATION.child, costs.runningCosts, costs.buffer]) expect(words, String(amount)).toContain(money(amount));
    expect([Math.round(calculator.maxInstallment), household]).toEqual([910, 640]);
  });
});

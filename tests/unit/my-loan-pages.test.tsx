/**
 * What the account's "my loan" and plan pages show (issue 51 parts 1 and 2), in both languages: the residual debt at
 * the fixation's end and the interest still to pay to the euro, the forward loan's date, the § 489 BGB right; the three
 * paths with their figures, the chart and the fees with their sources.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator, type Messages } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { LoanCard, type Format, type T } from '@/features/loans/components/MyLoanBody';
import { PlanFigures } from '@/features/loans/components/LoanPlanBody';
import { loanFigures } from '@/features/loans/my-loan';
import { loanInput } from '@/features/loans/loan-form';
import type { LoanRow } from '@/features/loans/repository';
import { loanPlan, planChart } from '@/engine/loans/plan';
import { marketOn } from '@/engine/rates/fixtures';
import { FORMATS } from '@/i18n/formats';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

const TODAY = '2025-06-03';
const ROW: LoanRow = {
  id: '00000000-0000-4000-8000-000000000051',
  leadId: '00000000-0000-4000-8000-000000000001',
  bankName: 'Sparkasse',
  remainingDebt: null,
  remainingDebtDate: null,
  originalAmount: 320_000,
  startDate: '2017-05-15',
  nominalRate: 0.014,
  repaymentRate: 0.025,
  monthlyPayment: null,
  fixationEndDate: '2027-05-31',
  fullDisbursementDate: '2017-05-15',
  specialRepaymentRate: 0.05,
  propertyValue: 500_000,
  source: 'typed',
  createdAt: new Date('2025-06-01T10:00:00Z'),
  updatedAt: new Date('2025-06-01T10:00:00Z'),
};

function tools(locale: Locale) {
  const t = createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: 'loans' }) as unknown as T;
  const format = createFormatter({ locale, formats: FORMATS[locale], timeZone: 'Europe/Berlin' }) as unknown as Format;
  return { t, format };
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u00a0\u202f]/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const euro = (n: number, locale: Locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n).replace(/[\u00a0\u202f]/g, ' ');

describe('the loan card', () => {
  test.each<[Locale, Record<string, string>]>([
    ['de', { residual: 'Restschuld zum Ende der Zinsbindung (31.05.2027)', interest: 'Zinsen, die du bis dahin noch zahlst', forward: 'Jetzt möglich (ab 31.05.2022', notice: 'Kündigen kannst du ab dem 16.05.2027 (Ende frühestens am 16.11.2027)', title: 'Dein Darlehen bei Sparkasse' }],
    ['en', { residual: 'Remaining debt when the fixed rate ends (May 31, 2027)', interest: 'Interest you still pay until then', forward: 'Can be arranged now (from May 31, 2022', notice: 'Notice is possible from May 16, 2027 (ending on Nov 16, 2027 at the earliest)', title: 'Your loan with Sparkasse' }],
  ])('%s: residual debt, interest still to pay, forward loan, § 489 BGB', (locale, words) => {
    const summary = loanFigures(ROW, TODAY)!;
    const page = text(renderToStaticMarkup(createElement(LoanCard, { loan: { row: ROW, summary }, locale, today: TODAY, ...tools(locale) })));
    expect(page).toContain(words.title);
    expect(page).toContain(`${words.residual} ${euro(summary.balanceAtFixationEnd, locale)}`);
    expect(page).toContain(`${words.interest} ${euro(summary.interestUntilFixationEnd, locale)}`);
    expect(page).toContain(words.forward);
    // Disbursed 15 May 2017: notice from 16 May 2027, after the fixation's end (31 May 2027 is before 16 November 2027).
    expect(page).toContain(words.notice);
    expect(page).not.toMatch(/\{|\}|loans\./);
  });
});

describe('the plan', () => {
  test.each<[Locale, Record<string, string>]>([
    ['de', { prolongation: 'Prolongation bei deiner Bank', switch: 'Wechsel zum Ende der Zinsbindung', forward: 'Forward-Darlehen, heute abgeschlossen', sources: 'KV-Nr. 25100', lead: 'Deine eigene Vorlaufzeit: 23 Monate' }],
    ['en', { prolongation: 'Prolongation with your bank', switch: 'Switch when the rate ends', forward: 'Forward loan arranged today', sources: 'nos. 25100', lead: 'Your own lead time: 23 months' }],
  ])('%s: three paths with payment, interest, fees, total and residual debt; the chart; the fees with sources', (locale, words) => {
    const plan = loanPlan({ loan: loanInput(ROW), today: TODAY, propertyValue: 500_000, fixationYears: 10, repayment: 0.02, prolongationOffer: null, market: marketOn(TODAY) });
    const chart = planChart(plan, loanInput(ROW), TODAY);
    const html = renderToStaticMarkup(createElement(PlanFigures, { plan, chart, fixationEndDate: ROW.fixationEndDate, ...tools(locale) }));
    const page = text(html);
    for (const kind of ['prolongation', 'switch', 'forward'] as const) {
      expect(page).toContain(words[kind]);
      expect(page).toContain(euro(plan[kind].total, locale));
      expect(page).toContain(euro(plan[kind].residualDebt, locale));
    }
    expect(page).toContain(words.lead);
    expect(page).toContain(words.sources);
    expect(html).toContain('data-frame="narrow"');
    expect(html.match(/<path/g)?.length).toBeGreaterThanOrEqual(6);
    expect(page).not.toMatch(/\{|\}|loans\./);
  });
});

describe('the refinance landing’s "keep as my loan" form', () => {
  test('it posts the calculator’s own figures with the current rate and payment, and is absent without its texts', async () => {
    const { RefinanceCalculator } = await import('@/features/calculators/components/RefinanceCalculator');
    const { refinanceFormFromParams } = await import('@/features/calculators/refinance-form');
    const labels = { title: 'Keep', text: 'Text', rate: 'Current rate', payment: 'Current payment', bank: 'Bank', button: 'Keep as my loan', hint: 'Hint' };
    const props = {
      locale: 'en' as const,
      date: TODAY,
      market: marketOn(TODAY),
      action: '/en/lp/refinancing',
      requestAction: '/en/refinance-request',
      appointmentAction: '/en/appointment',
      initialForm: refinanceFormFromParams(new URLSearchParams('debt=180000&value=400000&months=18&fix=10&repayment=2')),
      messages: (messagesFor('en') as Record<string, unknown>).planners as never,
    };
    const html = renderToStaticMarkup(createElement(RefinanceCalculator, { ...props, keepLoan: { action: '/api/loans/keep', labels } }));
    const form = /<form[^>]*action="\/api\/loans\/keep"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toContain('name="debt" value="180000"');
    expect(form).toContain('name="value" value="400000"');
    expect(form).toContain('name="months" value="18"');
    expect(form).toMatch(/<input(?=[^>]*name="rate")(?=[^>]*required)[^>]*>/);
    expect(form).toMatch(/<input(?=[^>]*name="payment")(?=[^>]*required)[^>]*>/);
    expect(form).toContain('Keep as my loan');
    expect(renderToStaticMarkup(createElement(RefinanceCalculator, props))).not.toContain('/api/loans/keep');
  });
});

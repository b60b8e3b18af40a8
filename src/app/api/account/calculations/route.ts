import { getDb } from '@/db';
import { calculatorParamsOf, saveBudgetCalculation, saveMortgageCalculation, savePriceRange, saveRecommendation, SAVED_KINDS, type SavedKind } from '@/features/saved-calculations/routes';
import { readPostedForm, seeOther } from '@/features/auth/routes';
import { getLoggedInLead } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

const SAVE = { mortgage: saveMortgageCalculation, budget: saveBudgetCalculation, recommendation: saveRecommendation, priceRange: savePriceRange } as const;

/**
 * "Save to my account" on the mortgage calculator, the house budget, the recommendation report and the AF price
 * range (plain POST form with the page's inputs and `kind`). Without a login the visitor lands on the
 * affordability page, which asks for the login and keeps the inputs in a link back to the page.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const posted = form.get('kind');
  const kind: SavedKind = SAVED_KINDS.includes(posted as SavedKind) ? (posted as SavedKind) : 'mortgage';
  const params = calculatorParamsOf(form, kind);
  const lead = await getLoggedInLead();
  const page = localizedPath('account-affordability', locale);
  if (!lead) return seeOther(`${page}?${new URLSearchParams({ saveLogin: '1', kind, ...params })}`);
  const result = await SAVE[kind](await getDb(), { leadId: lead.id, params, date: todayInBerlin() });
  return seeOther(`${page}?${result.ok ? 'saved=1' : `error=${result.code}`}`);
}

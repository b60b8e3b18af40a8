import { getDb } from '@/db';
import { calculatorParamsOf, saveMortgageCalculation } from '@/features/account/saved-calculations';
import { readPostedForm, seeOther } from '@/features/auth/http';
import { getLoggedInLead } from '@/features/leads/lead-state';
import { localizedPath } from '@/i18n/paths';
import { todayInBerlin } from '@/lib/dates';

/**
 * "Save to my account" on the mortgage calculator (plain POST form with the calculator's inputs). Without a
 * login the visitor lands on the affordability page, which asks for the login and keeps the inputs in a link
 * back to the calculator.
 */
export async function POST(request: Request) {
  const read = await readPostedForm(request);
  if ('response' in read) return read.response;
  const { form, locale } = read;
  const params = calculatorParamsOf(form);
  const lead = await getLoggedInLead();
  const page = localizedPath('account-affordability', locale);
  if (!lead) return seeOther(`${page}?${new URLSearchParams({ saveLogin: '1', ...params })}`);
  const result = await saveMortgageCalculation(await getDb(), { leadId: lead.id, params, date: todayInBerlin() });
  return seeOther(`${page}?${result.ok ? 'saved=1' : `error=${result.code}`}`);
}

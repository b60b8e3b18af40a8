import { getMessages } from 'next-intl/server';
import { getDb } from '@/db';
import { ratesOn } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { hasPensionParams, pensionFormFromParams } from '../pension-form';
import type { PensionMessages } from './pension-i18n';
import { PensionIsland } from './PensionIsland';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The retirement planner on its page. The server evaluates the inputs of the URL (or the example data) with
 * the rate market of the day (the house cards' loan rate, ADR 019) and renders the whole planner as an HTML
 * form (works without JavaScript; a shared link shows its result at once); in the browser the island hydrates
 * that markup lazily with the interactive planner, which recalculates on every change. Only the planner's
 * messages go to the browser, as plain strings.
 */
export async function PensionPlannerSection({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const messages = await getMessages({ locale });
  const today = todayInBerlin();
  const { market } = await ratesOn(await getDb(), today);
  return (
    <PensionIsland
      locale={locale}
      today={today}
      market={market}
      action={localizedPath('retirement-calculator', locale)}
      appointmentHref={localizedPath('appointment', locale)}
      initialForm={pensionFormFromParams(searchParams)}
      fromUrl={hasPensionParams(searchParams)}
      messages={messages.pension as PensionMessages}
    />
  );
}

import type { ComponentType } from 'react';
import type { IllustrationProps } from './Illustration';
import { AccountIllustration, AppointmentIllustration, FunnelIllustration, HouseBudgetIllustration, MortgageIllustration, PensionIllustration, RatesIllustration, RentOrBuyIllustration } from './product';
import { NoAppointmentsIllustration, NoCalculationsIllustration, NoResultsIllustration, NotFoundIllustration } from './empty';

/**
 * The site's own illustrations (issue 24, docs/design.md "Illustrations"): server components rendering inline
 * SVG, no client JavaScript. Each takes a translated `title` (messages namespace `illustrations`, key = its name
 * here) or, without one, is decorative (`aria-hidden`).
 */
export type { IllustrationProps } from './Illustration';
export { PALETTE } from './palette';
export { AccountIllustration, AppointmentIllustration, FunnelIllustration, HouseBudgetIllustration, MortgageIllustration, PensionIllustration, RatesIllustration, RentOrBuyIllustration } from './product';
export { NoAppointmentsIllustration, NoCalculationsIllustration, NoResultsIllustration, NotFoundIllustration } from './empty';

export const ILLUSTRATIONS = {
  mortgage: MortgageIllustration,
  rates: RatesIllustration,
  houseBudget: HouseBudgetIllustration,
  rentOrBuy: RentOrBuyIllustration,
  pension: PensionIllustration,
  appointment: AppointmentIllustration,
  funnel: FunnelIllustration,
  account: AccountIllustration,
  noCalculations: NoCalculationsIllustration,
  noAppointments: NoAppointmentsIllustration,
  noResults: NoResultsIllustration,
  notFound: NotFoundIllustration,
} satisfies Record<string, ComponentType<IllustrationProps>>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

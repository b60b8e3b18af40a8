/**
 * The labels of the house cards that carry figures of their own: the loan rate names its kind and date (the
 * model rate with the date of its Bundesbank curve, issue 24 point 1: never "today's"), the purchase costs
 * the transfer tax used and the state it belongs to (or that the place was not recognised). The page and the
 * PDF use the same labels.
 */
import type { HouseCard } from '@/engine/pension';
import { REGIONS } from '@/engine/geo/regions';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import { isoDateToDate } from '@/lib/dates';

export function houseCardLabels(card: HouseCard, { t, format, locale }: CalculatorI18n): { rate: string; purchaseCosts: string } {
  const pct = (fraction: number) => format.number(fraction, { style: 'percent', maximumFractionDigits: 2 });
  const rate = card.rateCurveDate
    ? t('solutions.house.rateModel', { years: card.fixationYears, date: format.dateTime(isoDateToDate(card.rateCurveDate), 'short') })
    : t('solutions.house.rate', { years: card.fixationYears });
  const state = card.transferTaxState ? REGIONS.find((r) => r.code === card.transferTaxState)?.name[locale] : undefined;
  const purchaseCosts = state
    ? t('solutions.house.purchaseCosts', { tax: pct(card.transferTaxRate), state })
    : t('solutions.house.purchaseCostsDefault', { tax: pct(card.transferTaxRate) });
  return { rate, purchaseCosts };
}

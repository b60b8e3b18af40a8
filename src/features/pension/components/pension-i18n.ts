import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import type { PensionFieldError, PensionFormKey } from '../pension-form';
export type { CalculatorMessages as PensionMessages } from '@/components/i18n/calculator-i18n';

/**
 * The planner's texts use the calculator's translator (createCalculatorI18n: plain strings with {placeholders},
 * the site's named formats), fed with the `pension` namespace. This file only words the field errors.
 */

const MONEY: readonly PensionFormKey[] = ['inc', 'sav', 'bank', 'rent', 'partner', 'hval', 'hdebt', 'hpay', 'etfv', 'oth', 'mc', 'oc'];
const PERCENT: readonly PensionFormKey[] = ['etf', 'hrate'];
const POINTS: readonly PensionFormKey[] = ['pe', 'ps', 'pt'];

/** A field error of the planner in the visitor's words, its bounds in the visitor's number formats. */
export function pensionFieldErrorText({ t, format }: CalculatorI18n, key: PensionFormKey, error: PensionFieldError): string {
  const { minimum, maximum } = error.params;
  const bound = (n: number | undefined) => {
    if (PERCENT.includes(key)) return format.number((n ?? 0) / 100, { style: 'percent', maximumFractionDigits: 2 });
    if (MONEY.includes(key)) return format.number(n ?? 0, 'euro');
    return format.number(n ?? 0, { maximumFractionDigits: 2 });
  };
  if (error.code === 'MINIMUM' || error.code === 'MAXIMUM') {
    const side = error.code === 'MINIMUM' ? 'MIN' : 'MAX';
    const values = { minimum: bound(minimum), maximum: bound(maximum) };
    if (key === 'age') return t(`errors.AGE_${side}`, values);
    if (key === 'ra') return t(`errors.RETIREMENT_${side}`, values);
    if (POINTS.includes(key)) return t('errors.POINTS_MIN');
    if (PERCENT.includes(key)) return t(`errors.PERCENT_${side}`, values);
    return t(`errors.MONEY_${side}`, values);
  }
  switch (error.code) {
    case 'REQUIRED':
    case 'INVALID_NUMBER':
    case 'INVALID_OPTION':
    case 'POINTS_EMPTY':
    case 'POINTS_REQUIRED':
      return t(`errors.${error.code}`);
    default:
      return t('errors.INVALID_NUMBER');
  }
}

import type { Locale } from '@/i18n/routes';
import { formatMoneyTyping, parseMoney } from '@/lib/money-input';

/**
 * A range slider under a money field (issue 14: "sliders beside price, savings and payment"): a quick way to try
 * amounts with mouse or finger. It is a second handle of the same value, so it carries no name (the field is
 * what the form submits) and is hidden from assistive technology and the tab order: keyboards and screen
 * readers use the field itself, which takes any amount, also beyond the slider's range. Hook-free.
 */
export function AmountSlider({ forId, value, locale, min, max, step, onValue }: {
  /** The id of the money field it moves. */
  forId: string;
  value: string;
  locale: Locale;
  min: number;
  max: number;
  step: number;
  onValue?: (text: string) => void;
}) {
  const amount = parseMoney(value);
  const position = amount === null ? min : Math.min(max, Math.max(min, amount));
  return (
    <input
      type="range"
      aria-hidden="true"
      tabIndex={-1}
      min={min}
      max={max}
      step={step}
      data-slider-for={forId}
      className="mt-2 block w-full accent-brand-700"
      {...(onValue ? { value: position, onChange: (e: { target: HTMLInputElement }) => onValue(formatMoneyTyping(e.target.value, locale)) } : { defaultValue: position })}
    />
  );
}

/** The slider's range for an amount: from `min` to `max`, widened to the current amount when it lies beyond. */
export function sliderRange(amount: number | null, min: number, max: number): { min: number; max: number } {
  if (amount === null || !Number.isFinite(amount)) return { min, max };
  return { min: Math.min(min, Math.max(0, amount)), max: Math.max(max, amount) };
}

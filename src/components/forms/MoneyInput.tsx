import type { ChangeEvent } from 'react';
import type { Locale } from '@/i18n/routes';
import { caretAfterFormat, formatMoneyTyping } from '@/lib/money-input';
import { INPUT_CLASS } from './styles';

/**
 * A euro amount: "€" beside the field and the locale's thousands separators while typing (de "425.000",
 * en "425,000"), the caret kept behind the same digit, pasted "425 000" regrouped. The field itself carries
 * the name, and what it submits is read by normalizeMoney on the server, so the plain GET form works without
 * JavaScript. Hook-free: `onValue` (in the browser) receives the regrouped text.
 */
export interface MoneyInputProps {
  id: string;
  name: string;
  value: string;
  locale: Locale;
  onValue?: (text: string) => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

export function MoneyInput({ id, name, value, locale, onValue, describedBy, invalid, required }: MoneyInputProps) {
  const onChange = onValue
    ? (event: ChangeEvent<HTMLInputElement>) => {
        const input = event.target;
        const typed = input.value;
        const formatted = formatMoneyTyping(typed, locale);
        const caret = caretAfterFormat(typed, input.selectionStart ?? typed.length, formatted);
        onValue(formatted);
        // After React has written the new value: the caret behind the same digit.
        requestAnimationFrame(() => {
          if (document.activeElement === input) input.setSelectionRange(caret, caret);
        });
      }
    : undefined;
  const euroFirst = locale === 'en';
  return (
    <div className="flex items-center gap-2">
      {euroFirst ? <span aria-hidden="true" className="text-muted">€</span> : null}
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={INPUT_CLASS}
        {...(onChange ? { value: formatMoneyTyping(value, locale), onChange } : { defaultValue: formatMoneyTyping(value, locale) })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        required={required}
      />
      {euroFirst ? null : <span aria-hidden="true" className="text-muted">€</span>}
    </div>
  );
}

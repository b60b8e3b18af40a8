import { INPUT_CLASS } from './styles';

/**
 * A native range input beside a number input for the same value: the slider for a quick choice, the number
 * for an exact one and for keyboards and screen readers. Only the number input carries the name (one value
 * submitted). `recommended` marks a value on the scale (a datalist tick and a line of text). Hook-free.
 */
export interface SliderFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  step: number;
  unit?: string;
  recommended?: { value: number; label: string };
  hint?: string;
  error?: string | null;
  onValue?: (text: string) => void;
}

export function SliderField({ id, name, label, value, min, max, step, unit, recommended, hint, error, onValue }: SliderFieldProps) {
  const numeric = Number(value.replace(',', '.'));
  const sliderValue = Number.isFinite(numeric) ? Math.min(max, Math.max(min, numeric)) : min;
  const describedBy = [hint ? `${id}-hint` : null, recommended ? `${id}-recommended` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const change = onValue ? { onChange: (e: { target: HTMLInputElement }) => onValue(e.target.value) } : {};
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <div className="flex items-center gap-3">
        <input
          type="range"
          aria-label={label}
          aria-valuetext={unit ? `${value} ${unit}` : value}
          min={min}
          max={max}
          step={step}
          list={recommended ? `${id}-ticks` : undefined}
          className="min-w-0 flex-1 accent-brand-700"
          {...(onValue ? { value: sliderValue } : { defaultValue: sliderValue })}
          {...change}
          tabIndex={onValue ? 0 : -1}
        />
        <div className="flex w-28 items-center gap-1">
          <input
            id={id}
            name={name}
            type="text"
            inputMode="decimal"
            className={INPUT_CLASS}
            {...(onValue ? { value } : { defaultValue: value })}
            {...change}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
          {unit ? <span aria-hidden="true" className="text-muted">{unit}</span> : null}
        </div>
      </div>
      {recommended ? (
        <>
          <datalist id={`${id}-ticks`}><option value={recommended.value} /></datalist>
          <p id={`${id}-recommended`} className="text-xs text-muted">{recommended.label}</p>
        </>
      ) : null}
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="text-sm font-medium text-red-700" data-testid={`${id}-error`}>{error}</p> : null}
    </div>
  );
}

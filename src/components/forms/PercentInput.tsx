import { INPUT_CLASS } from './styles';

/** A percentage typed in percent ("3,5" or "3.5") with "%" beside it; hook-free. */
export interface PercentInputProps {
  id: string;
  name: string;
  value: string;
  onValue?: (text: string) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function PercentInput({ id, name, value, onValue, describedBy, invalid, disabled }: PercentInputProps) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={INPUT_CLASS}
        {...(onValue ? { value, onChange: (e: { target: HTMLInputElement }) => onValue(e.target.value) } : { defaultValue: value })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
      />
      <span aria-hidden="true" className="text-muted">%</span>
    </div>
  );
}

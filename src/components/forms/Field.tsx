import type { ReactNode } from 'react';
import { ERROR_TEXT_CLASS, HINT_CLASS, LABEL_CLASS } from './styles';

export { INPUT_CLASS } from './styles';

/**
 * A labelled form field: label, optional hint and error, tied to the control by id (aria-describedby and
 * aria-invalid are set by the controls through `describedBy`). Hook-free: renders on the server and in the
 * browser alike.
 */
export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
  /** data-testid of the error line (default `${id}-error`). */
  errorTestId?: string;
}

/** The ids a control is described by: its hint, its error, and any further ones (e.g. a notice below the form). */
export function fieldDescription(id: string, hint: boolean, error: boolean, ...more: (string | null | undefined)[]): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({ id, label, hint, error, children, className, errorTestId }: FieldProps) {
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className={LABEL_CLASS}>{label}</label>
      {children}
      {hint ? <p id={`${id}-hint`} className={HINT_CLASS}>{hint}</p> : null}
      <FieldError id={id} error={error} testId={errorTestId} />
    </div>
  );
}

/** A field's error line (id `${id}-error`, which the control's aria-describedby names). */
export function FieldError({ id, error, testId }: { id: string; error?: ReactNode; testId?: string }) {
  return error ? <p id={`${id}-error`} className={ERROR_TEXT_CLASS} data-testid={testId ?? `${id}-error`}>{error}</p> : null;
}

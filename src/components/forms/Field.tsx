import type { ReactNode } from 'react';

/**
 * A labelled form field: label, optional hint and error, tied to the control by id (aria-describedby and
 * aria-invalid are set by the controls through `describedBy`). Hook-free: renders on the server and in the
 * browser alike.
 */
export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
}

export function fieldDescription(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field({ id, label, hint, error, children, className }: FieldProps) {
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      {children}
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="text-sm font-medium text-red-700" data-testid={`${id}-error`}>{error}</p> : null}
    </div>
  );
}

export const INPUT_CLASS = 'w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700';

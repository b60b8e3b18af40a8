import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field, FieldError, fieldDescription } from './Field';
import { BARE_INPUT_CLASS, CHOICE_BUTTON_CLASS, CHOICE_CARD_CLASS, FILE_INPUT_CLASS, CHOICE_INLINE_CLASS, INLINE_INPUT_CLASS, INPUT_CLASS, LABEL_CLASS } from './styles';

/**
 * The form kit's controls (issue 23, ADR 025): every visible input, select and text area of the site is one of
 * these, so they share one look, one way of naming their label, hint and error (aria-describedby) and one way
 * of marking an error (aria-invalid). Hook-free: server forms pass `defaultValue`, interactive ones `value` and
 * `onChange`; everything else a native control takes passes through.
 */

interface Described {
  /** The field's error (marks the control invalid and is named by aria-describedby). */
  error?: ReactNode;
  /** The control has a hint line `${id}-hint`. */
  hint?: ReactNode;
  /** Further ids that describe the control (e.g. a notice under the form). */
  describedBy?: string;
  /** A narrower control (codes, counts, years). */
  short?: boolean;
  /** A control inside a sentence (its width given by `className`). */
  inline?: boolean;
  /** A control without a frame of its own, inside a framed group with its button (the header's search). */
  bare?: boolean;
}

const controlClass = (short?: boolean, extra?: string, inline?: boolean, bare?: boolean) =>
  [bare ? BARE_INPUT_CLASS : inline ? INLINE_INPUT_CLASS : INPUT_CLASS, short ? 'max-w-48' : null, extra].filter(Boolean).join(' ');
const aria = (id: string, { error, hint, describedBy }: Described) => ({
  'aria-describedby': fieldDescription(id, !!hint, !!error, describedBy),
  'aria-invalid': error ? true : undefined,
});

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & Described & { id: string; className?: string; ref?: Ref<HTMLInputElement> };

/** A text-like input (text, email, tel, date, number, search) without its label: for composites. */
export function Input({ id, error, hint, describedBy, short, inline, bare, className, type = 'text', ...native }: InputProps) {
  const look = type === 'file' ? [FILE_INPUT_CLASS, className].filter(Boolean).join(' ') : controlClass(short, className, inline, bare);
  return <input id={id} type={type} className={look} {...aria(id, { error, hint, describedBy })} {...native} />;
}

/** A range slider (the value also shown or typed elsewhere): the kit's accent colour, full width. */
export function Range({ id, error, hint, describedBy, className, ...native }: Omit<InputProps, 'type' | 'short' | 'inline' | 'bare'>) {
  return <input id={id} type="range" className={['w-full accent-brand-700', className].filter(Boolean).join(' ')} {...aria(id, { error, hint, describedBy })} {...native} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & Described & { id: string; className?: string };

export function Select({ id, error, hint, describedBy, short, inline, bare, className, children, ...native }: SelectProps) {
  return (
    <select id={id} className={controlClass(short, className, inline, bare)} {...aria(id, { error, hint, describedBy })} {...native}>
      {children}
    </select>
  );
}

interface Labelled {
  label: ReactNode;
  /** Wrapper class (default: a column). */
  fieldClassName?: string;
  errorTestId?: string;
}

/** A labelled text-like field: label, input, hint, error. */
export function TextField({ label, fieldClassName, errorTestId, ...props }: InputProps & Labelled) {
  return (
    <Field id={props.id} label={label} hint={props.hint} error={props.error} className={fieldClassName} errorTestId={errorTestId}>
      <Input {...props} />
    </Field>
  );
}

/** A labelled select. */
export function SelectField({ label, fieldClassName, errorTestId, ...props }: SelectProps & Labelled) {
  return (
    <Field id={props.id} label={label} hint={props.hint} error={props.error} className={fieldClassName} errorTestId={errorTestId}>
      <Select {...props} />
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'id'> & Described & Labelled & { id: string; className?: string };

/** A labelled text area. */
export function TextAreaField({ label, fieldClassName, errorTestId, id, error, hint, describedBy, short, inline: _inline, bare: _bare, className, ...native }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={fieldClassName} errorTestId={errorTestId}>
      <textarea id={id} className={controlClass(short, className)} {...aria(id, { error, hint, describedBy })} {...native} />
    </Field>
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> & {
  type?: 'radio' | 'checkbox';
  label: ReactNode;
  /** 'card': a bordered card (forms); 'inline': a compact row (calculators). */
  look?: 'card' | 'inline';
  className?: string;
};

/** One radio button or checkbox with its label (the whole label is the target). */
export function Choice({ type = 'radio', label, look = 'card', className, ...native }: ChoiceProps) {
  return (
    <label className={[look === 'card' ? CHOICE_CARD_CLASS : CHOICE_INLINE_CLASS, className].filter(Boolean).join(' ')}>
      <input type={type} className="size-4 accent-brand-700" {...native} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A radio button shown as a button (time slots): the native radio stays in the page for keyboards and screen
 * readers, visually hidden; the label is the button. A disabled one is struck through and says why (`note`).
 */
export function ChoiceButton({ id, label, note, ...native }: Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'id'> & { id: string; label: ReactNode; note?: ReactNode }) {
  return (
    <>
      <input type="radio" id={id} className="peer sr-only" {...native} />
      <label htmlFor={id} className={CHOICE_BUTTON_CLASS}>
        {label}
        {note ? <span className="sr-only"> ({note})</span> : null}
      </label>
    </>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

interface ChoiceGroupProps {
  /** Id stem: the group's error is `${id}-error`, each option `${id}-${value}`. */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption[];
  type?: 'radio' | 'checkbox';
  look?: 'card' | 'inline';
  /** Server forms: the checked value(s). */
  defaultValue?: string | readonly string[];
  /** Interactive forms: the checked value(s) and the change. */
  value?: string | readonly string[];
  onValue?: (value: string, checked: boolean) => void;
  error?: ReactNode;
  errorTestId?: string;
  required?: boolean;
  className?: string;
  /** Layout of the options (default: a column). */
  optionsClassName?: string;
  legendClassName?: string;
}

const includes = (v: string | readonly string[] | undefined, value: string) => (Array.isArray(v) ? v.includes(value) : v === value);

/** Radio buttons (or checkboxes) under one legend, with the group's error. */
export function ChoiceGroup({ id, name, legend, options, type = 'radio', look = 'card', defaultValue, value, onValue, error, errorTestId, required, className, optionsClassName, legendClassName }: ChoiceGroupProps) {
  const controlled = onValue !== undefined;
  return (
    <fieldset className={className ?? 'flex flex-col gap-2'} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={legendClassName ?? LABEL_CLASS}>{legend}</legend>
      <div className={optionsClassName ?? 'flex flex-col gap-2'}>
        {options.map((o) => (
          <Choice
            key={o.value}
            id={`${id}-${o.value}`}
            type={type}
            look={look}
            name={name}
            value={o.value}
            label={o.label}
            required={required}
            {...(controlled
              ? { checked: includes(value, o.value), onChange: (e: { target: HTMLInputElement }) => onValue(o.value, e.target.checked) }
              : { defaultChecked: includes(defaultValue, o.value) })}
          />
        ))}
      </div>
      <FieldError id={id} error={error} testId={errorTestId} />
    </fieldset>
  );
}

/** A single checkbox with its label and error (consent and the like). */
export function CheckboxField({ id, label, error, errorTestId, ...native }: Omit<ChoiceProps, 'type' | 'look'> & { id: string; error?: ReactNode; errorTestId?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Choice id={id} type="checkbox" look="inline" label={label} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="items-start" {...native} />
      <FieldError id={id} error={error} testId={errorTestId} />
    </div>
  );
}

export interface SummaryError {
  /** The id of the control to jump to. */
  id: string;
  message: ReactNode;
}

/**
 * The error summary above a refused form (the GOV.UK pattern): a title and one link per error to its field,
 * announced as an alert. Without a list it shows the title alone (a problem of the whole form).
 */
export function ErrorSummary({ title, errors = [], testId = 'error-summary' }: { title: ReactNode; errors?: readonly SummaryError[]; testId?: string }) {
  return (
    <div role="alert" tabIndex={-1} className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid={testId}>
      <p className="font-semibold">{title}</p>
      {errors.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {errors.map((e) => (
            <li key={e.id}>
              <a href={`#${e.id}`} className="underline">{e.message}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { FormEvent, ReactNode, Ref } from 'react';
// The kit's modules, not its index: the index also brings the sliders and money inputs, which would end up in
// the dialog's lazily loaded chunk (about 4 kB more, measured on the production build).
import { ErrorSummary, TextField } from '@/components/forms/controls';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms/styles';

/**
 * The login form, once (issue 23, ADR 025): the e-mail step and the code step as plain POST forms to
 * /api/auth/login-link and /api/auth/login-code. The login page renders them on the server (they work without
 * JavaScript; the endpoints answer with a redirect back); the login dialog renders the same forms with
 * controlled fields and submits them with fetch (`onSubmit`, JSON answers). Hook-free and without server-only
 * imports, so the dialog's lazily loaded bundle can hold it.
 */

/** The texts of the forms (messages `loginForm`), from next-intl on the page or the dialog's messages. */
export interface LoginTexts {
  emailLabel: string;
  codeLabel: string;
  captchaNotice: string;
  consent: string;
  submitEmail: string;
  submitCode: string;
}

/** A field the dialog controls; the page leaves it to the browser. */
export interface ControlledField {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

interface StepProps {
  /** Stem of the ids (`${idPrefix}-email`, `${idPrefix}-code`). */
  idPrefix: string;
  locale: string;
  /** Spec section 2: `prop_search` leads to the property-search page after login. */
  flow: 'prop_search' | null;
  /** The page that required the login, to land on after it (checked again by the endpoints: safeReturnPath). */
  next?: string | null;
  texts: LoginTexts;
  /** A problem of the whole form, shown above it (role=alert). */
  formError?: ReactNode;
  formErrorTestId: string;
  /** The field's own error, shown under it. */
  fieldError?: ReactNode;
  fieldErrorTestId: string;
  /** The dialog: controlled field and its own submit (fetch). */
  field?: ControlledField;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  submitLabel?: string;
  /** Text above the field (the dialog's explanation, "check your inbox"). */
  intro?: ReactNode;
  className?: string;
}

const button = `${PRIMARY_BUTTON_CLASS} mt-4 w-full sm:w-auto`;

/** A problem of the whole form (rate limit, CAPTCHA, network): the kit's error summary with its title alone. */
function FormError({ error, testId }: { error: ReactNode; testId: string }) {
  return error ? (
    <div className="mb-4">
      <ErrorSummary title={error} testId={testId} />
    </div>
  ) : null;
}

const controlled = (field: ControlledField | undefined) =>
  field ? { value: field.value, onChange: (e: { target: HTMLInputElement }) => field.onChange(e.target.value), onBlur: field.onBlur, ref: field.ref } : {};

const Hidden = ({ locale, flow, next }: { locale: string; flow: 'prop_search' | null; next?: string | null }) => (
  <>
    <input type="hidden" name="locale" value={locale} />
    {flow && <input type="hidden" name="flow" value={flow} />}
    {next && <input type="hidden" name="next" value={next} />}
  </>
);

/** Step 1: the e-mail address and the CAPTCHA (the page's and the dialog's widget differ: a slot). */
export function LoginEmailForm(p: StepProps & { captcha: ReactNode }) {
  const id = `${p.idPrefix}-email`;
  return (
    <form method="post" action="/api/auth/login-link" noValidate onSubmit={p.onSubmit} className={p.className}>
      <FormError error={p.formError} testId={p.formErrorTestId} />
      {p.intro}
      <Hidden locale={p.locale} flow={p.flow} next={p.next} />
      <TextField
        id={id}
        name="email"
        type="email"
        label={p.texts.emailLabel}
        autoComplete="email"
        required
        error={p.fieldError}
        errorTestId={p.fieldErrorTestId}
        describedBy={`${p.idPrefix}-captcha-notice`}
        fieldClassName="mt-4 flex flex-col gap-1"
        {...controlled(p.field)}
      />
      <div className="mt-3">{p.captcha}</div>
      <p id={`${p.idPrefix}-captcha-notice`} className="mt-2 text-sm text-muted" data-testid="captcha-notice">{p.texts.captchaNotice}</p>
      <p className="mt-2 text-sm text-muted">{p.texts.consent}</p>
      <button type="submit" disabled={p.busy} className={button}>{p.submitLabel ?? p.texts.submitEmail}</button>
    </form>
  );
}

/** Step 2: the 6-digit code from the e-mail (the link in it works too). */
export function LoginCodeForm(p: StepProps & { after?: ReactNode }) {
  const id = `${p.idPrefix}-code`;
  return (
    <form method="post" action="/api/auth/login-code" noValidate onSubmit={p.onSubmit} className={p.className}>
      <FormError error={p.formError} testId={p.formErrorTestId} />
      {p.intro}
      <Hidden locale={p.locale} flow={p.flow} next={p.next} />
      <TextField
        id={id}
        name="code"
        label={p.texts.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        short
        className="tracking-[0.3em]"
        error={p.fieldError}
        errorTestId={p.fieldErrorTestId}
        fieldClassName="mt-4 flex flex-col gap-1"
        {...controlled(p.field)}
      />
      <button type="submit" disabled={p.busy} className={button}>{p.submitLabel ?? p.texts.submitCode}</button>
      {p.after}
    </form>
  );
}

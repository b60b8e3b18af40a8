import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { ContactDraft } from '../cookies';
import {
  ERROR_CODES,
  FORM_ROUTE,
  INCOME_RANGES,
  MONEY_LIMITS,
  STEPS,
  TIMINGS,
  crossStepErrors,
  fixationEndBounds,
  readField,
  validateStep,
  type ErrorCode,
  type FieldErrors,
  type RequestKind,
} from '../schemas';
import { monthName, requestSummary } from '../summary';
import { LandingAttribution } from './LandingAttribution';

export type RequestQuery = Record<string, string | string[] | undefined>;

/** Form-level codes of the final POST (its adapter puts them into `error`). */
const FORM_ERRORS = ['RATE_LIMITED', 'BAD_SUBMISSION'] as const;

/** What the page knows per request (the twin under with-query); the cached first step has none of it. */
export interface PerRequest {
  /** A fresh submission id for the contact step. */
  submissionId: string;
  draft: ContactDraft | null;
  attribution: [string, string][];
}

/** `email:invalidEmail,consent:consentRequired` → field errors (unknown fields or codes are dropped). */
export function parseErrorList(value: string, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const pair of value.split(',').slice(0, 10)) {
    const [field, code] = pair.split(':');
    if (field && code && fields.includes(field) && (ERROR_CODES as readonly string[]).includes(code)) errors[field] = code as ErrorCode;
  }
  return errors;
}

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600';
const primary = 'rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700';

/**
 * The multi-step request form (purchase or refinance) as plain HTML forms: each non-identifying step is a GET
 * form to the same page (its answers travel in the query; the proxy renders such requests per request), the
 * contact step POSTs everything to /api/lead-requests. The step shown is the one asked for, unless an earlier
 * step's answers fail: then that step returns with its errors and inputs.
 */
export async function RequestForm({ kind, locale, query, today, perRequest }: { kind: RequestKind; locale: Locale; query: RequestQuery; today: string; perRequest: PerRequest | null }) {
  const t = await getTranslations({ locale, namespace: 'leadRequest' });
  const format = await getFormatter({ locale });
  const steps = STEPS[kind];
  const total = steps.length;
  const asked = Math.min(Math.max(Number.parseInt(readField(query, 'step'), 10) || 1, 1), total);

  let shown = asked;
  let errors: FieldErrors = {};
  const known: Record<string, unknown> = {};
  for (let i = 0; i < asked - 1; i++) {
    const result = validateStep(steps[i]!, query, today);
    const cross = result.ok ? crossStepErrors(kind, { ...known, ...result.value }) : null;
    if (!result.ok || cross) {
      shown = i + 1;
      errors = result.ok ? cross! : result.errors;
      break;
    }
    Object.assign(known, result.value);
  }
  const current = steps[shown - 1]!;
  if (current.identifying && shown === asked) errors = parseErrorList(readField(query, 'errors'), current.errorFields);
  const formErrorParam = readField(query, 'error');
  const formError = shown === asked ? FORM_ERRORS.find((e) => e === formErrorParam) : undefined;

  const path = localizedPath(FORM_ROUTE[kind], locale);
  const answerFields = steps.filter((s) => !s.identifying).flatMap((s) => [...s.fields]);
  const carried = [...answerFields.filter((f) => !current.fields.includes(f)).map((f) => [f, readField(query, f)] as [string, string]), ...(perRequest?.attribution ?? [])].filter(([, v]) => v !== '');
  const backQuery = new URLSearchParams([...answerFields.map((f) => [f, readField(query, f)] as [string, string]).filter(([, v]) => v !== ''), ...(perRequest?.attribution ?? []), ['step', String(shown - 1)]]);

  const money = (field: keyof typeof MONEY_LIMITS) => ({ min: format.number(MONEY_LIMITS[field].min, 'euro'), max: format.number(MONEY_LIMITS[field].max, 'euro') });
  const bounds = fixationEndBounds(today);
  const message = (field: string, code: ErrorCode) =>
    t(`errors.${code}`, field in MONEY_LIMITS ? money(field as keyof typeof MONEY_LIMITS) : { earliest: monthName(bounds.earliest, locale), latest: monthName(bounds.latest, locale) });
  const value = (field: string) => (current.identifying ? (perRequest?.draft?.[field as keyof ContactDraft] ?? '') : readField(query, field));
  const errorEntries = Object.entries(errors);
  const recap = requestSummary(locale, kind, known);

  const field = (name: string, label: string, control: (describedBy: string | undefined, invalid: boolean) => ReactNode, hint?: string) => {
    const error = errors[name];
    const ids = [hint ? `lr-${name}-hint` : null, error ? `lr-${name}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="mt-5" key={name}>
        <label htmlFor={`lr-${name}`} className="font-medium">{label}</label>
        {hint && <p id={`lr-${name}-hint`} className="text-sm text-muted">{hint}</p>}
        {error && (
          <p id={`lr-${name}-error`} className="mt-1 font-medium text-red-700" data-testid={`error-${name}`}>
            {message(name, error)}
          </p>
        )}
        {control(ids, Boolean(error))}
      </div>
    );
  };
  const text = (name: string, extra: Record<string, string> = {}) =>
    field(name, t(`fields.${name}.label`), (describedBy, invalid) => <input id={`lr-${name}`} name={name} defaultValue={value(name)} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={input} {...extra} />, t.has(`fields.${name}.hint`) ? t(`fields.${name}.hint`) : undefined);
  const amount = (name: string) => text(name, { inputMode: 'numeric', autoComplete: 'off', maxLength: '20' });
  const radios = (name: 'income' | 'timing', options: readonly string[]) => {
    const error = errors[name];
    return (
      <fieldset className="mt-5" key={name} aria-describedby={error ? `lr-${name}-error` : undefined}>
        <legend className="font-medium">{t(`fields.${name}.label`)}</legend>
        {error && (
          <p id={`lr-${name}-error`} className="mt-1 font-medium text-red-700" data-testid={`error-${name}`}>
            {message(name, error)}
          </p>
        )}
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option, i) => (
            <label key={option} className="flex items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50">
              <input type="radio" id={i === 0 ? `lr-${name}` : undefined} name={name} value={option} defaultChecked={value(name) === option} className="h-4 w-4 accent-brand-600" />
              {t(`options.${name}.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  };

  let body: ReactNode;
  switch (current.id) {
    case 'property':
      body = kind === 'purchase' ? [amount('price'), text('location', { autoComplete: 'postal-code', maxLength: '80' })] : [amount('value')];
      break;
    case 'finances':
      body = [amount('equity'), radios('income', INCOME_RANGES)];
      break;
    case 'timing':
      body = radios('timing', TIMINGS);
      break;
    case 'loan': {
      const [firstYear, lastYear] = [Number(bounds.earliest.slice(0, 4)), Number(bounds.latest.slice(0, 4))];
      body = [
        amount('debt'),
        field(
          'fixEnd',
          t('fields.fixEnd.label'),
          (describedBy, invalid) => (
            <div className="mt-1 flex gap-3">
              <select id="lr-fixEnd" name="fixMonth" defaultValue={value('fixMonth')} aria-label={t('fields.fixMonth.label')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={`${input} mt-0`}>
                <option value="">{t('fields.fixMonth.label')}</option>
                {Array.from({ length: 12 }, (_, m) => (
                  <option key={m} value={String(m + 1)}>
                    {format.dateTime(new Date(Date.UTC(2000, m, 15)), { month: 'long', timeZone: 'UTC' })}
                  </option>
                ))}
              </select>
              <select name="fixYear" defaultValue={value('fixYear')} aria-label={t('fields.fixYear.label')} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={`${input} mt-0`}>
                <option value="">{t('fields.fixYear.label')}</option>
                {Array.from({ length: lastYear - firstYear + 1 }, (_, y) => (
                  <option key={y} value={String(firstYear + y)}>{firstYear + y}</option>
                ))}
              </select>
            </div>
          ),
          t('fields.fixEnd.hint'),
        ),
      ];
      break;
    }
    case 'contact':
      body = [
        <div key="names" className="grid gap-x-4 sm:grid-cols-2">
          {text('givenName', { autoComplete: 'given-name', maxLength: '100' })}
          {text('surname', { autoComplete: 'family-name', maxLength: '100' })}
        </div>,
        text('email', { type: 'email', autoComplete: 'email', maxLength: '254' }),
        text('phone', { type: 'tel', autoComplete: 'tel', maxLength: '30' }),
        <div className="mt-5" key="consent">
          {errors.consent && (
            <p id="lr-consent-error" className="font-medium text-red-700" data-testid="error-consent">
              {message('consent', errors.consent)}
            </p>
          )}
          <label className="mt-1 flex items-start gap-3">
            <input id="lr-consent" type="checkbox" name="consent" value="yes" aria-describedby={errors.consent ? 'lr-consent-error' : undefined} aria-invalid={errors.consent ? true : undefined} className="mt-1 h-4 w-4 accent-brand-600" />
            <span>
              {t.rich('fields.consent.label', {
                terms: (chunks) => <a href={localizedPath('terms', locale)} className="text-brand-700 underline">{chunks}</a>,
                privacy: (chunks) => <a href={localizedPath('privacy', locale)} className="text-brand-700 underline">{chunks}</a>,
              })}
            </span>
          </label>
        </div>,
      ];
      break;
  }

  const hidden = (pairs: [string, string][]) => pairs.map(([name, v]) => <input key={`h-${name}`} type="hidden" name={name} value={v} />);
  const summaryBox = (errorEntries.length > 0 || formError) && (
    <div role="alert" className="mb-2 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="request-errors">
      {formError && <p className="font-medium">{t(`formErrors.${formError}`)}</p>}
      {errorEntries.length > 0 && (
        <>
          <p className="font-medium">{t('errorSummary', { count: errorEntries.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {errorEntries.map(([name, code]) => (
              <li key={name}>
                <a href={`#lr-${name}`} className="underline">{name === 'consent' ? t('fields.consent.short') : t(`fields.${name}.label`)}</a>: {message(name, code)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );

  return (
    <section aria-labelledby="lr-step-title" className="max-w-2xl rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid="request-form" data-step={current.id}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700" data-testid="step-indicator">{t('stepIndicator', { current: shown, total })}</p>
      <h2 id="lr-step-title" className="mt-1 text-2xl font-semibold text-ink">{t(`steps.${kind}.${current.id}`)}</h2>
      {recap.length > 0 && (
        <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm sm:grid-cols-[auto_1fr]" data-testid="request-recap">
          {recap.map((line) => (
            <div key={line.label} className="contents">
              <dt className="text-muted">{line.label}</dt>
              <dd className="font-medium">{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {current.identifying ? (
        <form method="post" action="/api/lead-requests" className="mt-4" noValidate>
          {summaryBox}
          {hidden([['kind', kind], ['locale', locale], ['submissionId', perRequest?.submissionId ?? ''], ...carried])}
          {body}
          <p className="mt-5 text-sm text-muted">{t('free')}</p>
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <button type="submit" className={primary}>{t('submit')}</button>
            <a href={`${path}?${backQuery}`} className="font-semibold text-brand-700 underline">{t('back')}</a>
          </div>
        </form>
      ) : (
        <form method="get" action={path} className="mt-4" noValidate>
          {summaryBox}
          {hidden([...carried, ['step', String(shown + 1)]])}
          {perRequest === null && <LandingAttribution />}
          {body}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button type="submit" className={primary}>{t('next')}</button>
            {shown > 1 && <a href={`${path}?${backQuery}`} className="font-semibold text-brand-700 underline">{t('back')}</a>}
          </div>
        </form>
      )}
    </section>
  );
}


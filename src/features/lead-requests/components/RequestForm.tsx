import type { ReactNode } from 'react';
import type { Messages } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { ContactDraft } from '../cookies';
import { CheckboxField, ChoiceGroup, ErrorSummary, Field, PRIMARY_BUTTON_CLASS, Select, TextField, fieldDescription } from '@/components/forms';
import { decodeFieldErrors } from '@/lib/forms/form-state';
import {
  ERROR_CODES,
  FORM_ROUTE,
  INCOME_RANGES,
  LEGAL_FORMS,
  MAX_LOAN_TO_VALUE,
  MONEY_LIMITS,
  PROPERTY_TYPES,
  PROPERTY_USES,
  STARTS,
  STEPS,
  TIMINGS,
  crossStepErrors,
  fixationEndBounds,
  readField,
  validateStep,
  COMPANY_MAX,
  type ErrorCode,
  type FieldErrors,
  type RequestKind,
  type FieldName,
} from '../schemas';
import { monthName, requestSummary } from '../summary';
import { LandingAttribution } from './LandingAttribution';
import { asRouteName } from '@/i18n/routes';

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

const primary = PRIMARY_BUTTON_CLASS;

/**
 * The multi-step request form (purchase, refinance or commercial) as plain HTML forms: each non-identifying step is a GET
 * form to the same page (its answers travel in the query; the proxy renders such requests per request), the
 * contact step POSTs everything to /api/lead-requests. The step shown is the one asked for, unless an earlier
 * step's answers fail: then that step returns with its errors and inputs.
 */
/**
 * The form inside a partner's widget (ADR 044): its steps go to the widget's page, the widget's own fields (the
 * partner, the embedding page, the accent) travel with every step to the final POST, and links to the site's
 * pages open a new tab (the site's pages refuse to be framed).
 */
export interface RequestEmbed {
  action: string;
  carried: [string, string][];
}

type LeadMessages = Messages['leadRequest'];
/** The keys built from typed parts: a field's hint (where it has one), a choice's option, a form's step title. */
type HintKey = { [F in FieldName]: LeadMessages['fields'][F] extends { hint: string } ? `fields.${F}.hint` : never }[FieldName];
type OptionKey = { [N in keyof LeadMessages['options']]: `options.${N}.${keyof LeadMessages['options'][N] & string}` }[keyof LeadMessages['options']];
type StepKey = { [K in RequestKind]: `steps.${K}.${keyof LeadMessages['steps'][K] & string}` }[RequestKind];

export async function RequestForm({ kind, locale, query, today, perRequest, embed }: { kind: RequestKind; locale: Locale; query: RequestQuery; today: string; perRequest: PerRequest | null; embed?: RequestEmbed }) {
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
  if (current.identifying && shown === asked) errors = decodeFieldErrors(readField(query, 'errors'), current.errorFields, ERROR_CODES) as FieldErrors;
  const formErrorParam = readField(query, 'error');
  const formError = shown === asked ? FORM_ERRORS.find((e) => e === formErrorParam) : undefined;

  const path = embed?.action ?? localizedPath(asRouteName(FORM_ROUTE[kind]), locale);
  const embedded = embed?.carried ?? [];
  const newTab = embed ? { target: '_blank', rel: 'noopener' } : {};
  const answerFields = steps.filter((s) => !s.identifying).flatMap((s) => [...s.fields]);
  const carried = [...answerFields.filter((f) => !current.fields.includes(f)).map((f) => [f, readField(query, f)] as [string, string]), ...(perRequest?.attribution ?? []), ...embedded].filter(([, v]) => v !== '');
  const backQuery = new URLSearchParams([...answerFields.map((f) => [f, readField(query, f)] as [string, string]).filter(([, v]) => v !== ''), ...(perRequest?.attribution ?? []), ...embedded, ['step', String(shown - 1)]]);

  const money = (field: keyof typeof MONEY_LIMITS) => ({ min: format.number(MONEY_LIMITS[field].min, 'euro'), max: format.number(MONEY_LIMITS[field].max, 'euro') });
  /** The money fields whose bounds have another name than the field. */
  const LIMIT_OF: Record<string, keyof typeof MONEY_LIMITS> = { propertyValue: 'commercialValue' };
  const limitOf = (field: string) => LIMIT_OF[field] ?? (field in MONEY_LIMITS ? (field as keyof typeof MONEY_LIMITS) : null);
  const bounds = fixationEndBounds(today);
  const message = (field: string, code: ErrorCode) => {
    const limit = limitOf(field);
    return t(`errors.${code}`, {
      ...(limit ? money(limit) : {}),
      earliest: monthName(bounds.earliest, locale),
      latest: monthName(bounds.latest, locale),
      maxLength: String(COMPANY_MAX),
      factor: format.number(MAX_LOAN_TO_VALUE),
    });
  };
  const value = (field: string) => (current.identifying ? (perRequest?.draft?.[field as keyof ContactDraft] ?? '') : readField(query, field));
  const errorEntries = Object.entries(errors);
  const recap = requestSummary(locale, kind, known);

  const errorOf = (name: FieldName) => (errors[name] ? message(name, errors[name]!) : null);
  // Not every field has a hint: the key is asked for only after `has` found it.
  const hintOf = (name: FieldName) => (t.has(`fields.${name}.hint` as HintKey) ? t(`fields.${name}.hint` as HintKey) : undefined);
  const fieldBox = 'mt-5 flex flex-col gap-1';
  const text = (name: FieldName, extra: Record<string, string> = {}) => (
    <TextField key={name} id={`lr-${name}`} name={name} label={t(`fields.${name}.label`)} defaultValue={value(name)} hint={hintOf(name)} error={errorOf(name)} errorTestId={`error-${name}`} fieldClassName={fieldBox} {...extra} />
  );
  const amount = (name: FieldName) => text(name, { inputMode: 'numeric', autoComplete: 'off', maxLength: '20' });
  const radios = (name: 'income' | 'timing' | 'legalForm' | 'propertyType' | 'use' | 'start', options: readonly string[]) => (
    <ChoiceGroup
      key={name}
      id={`lr-${name}`}
      name={name}
      legend={t(`fields.${name}.label`)}
      options={options.map((option) => ({ value: option, label: t(`options.${name}.${option}` as OptionKey) }))}
      defaultValue={value(name)}
      error={errorOf(name)}
      errorTestId={`error-${name}`}
      className="mt-5 flex flex-col gap-2"
      optionsClassName="grid gap-2 sm:grid-cols-2"
    />
  );
  /** Where the error summary's link leads: the field, or a choice's first option. */
  const FIRST_OPTION: Record<string, string> = { income: INCOME_RANGES[0], timing: TIMINGS[0], legalForm: LEGAL_FORMS[0], propertyType: PROPERTY_TYPES[0], use: PROPERTY_USES[0], start: STARTS[0] };
  const targetOf = (name: string) => (FIRST_OPTION[name] ? `lr-${name}-${FIRST_OPTION[name]}` : `lr-${name}`);

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
    case 'company':
      body = [text('company', { autoComplete: 'organization', maxLength: String(COMPANY_MAX) }), radios('legalForm', LEGAL_FORMS)];
      break;
    case 'commercialProperty':
      body = [radios('propertyType', PROPERTY_TYPES), radios('use', PROPERTY_USES), amount('propertyValue'), text('location', { autoComplete: 'postal-code', maxLength: '80' })];
      break;
    case 'financing':
      body = [amount('loan'), amount('rent'), radios('start', STARTS)];
      break;
    case 'loan': {
      const [firstYear, lastYear] = [Number(bounds.earliest.slice(0, 4)), Number(bounds.latest.slice(0, 4))];
      body = [
        amount('debt'),
        <Field key="fixEnd" id="lr-fixEnd" label={t('fields.fixEnd.label')} hint={t('fields.fixEnd.hint')} error={errorOf('fixEnd')} errorTestId="error-fixEnd" className={fieldBox}>
          <div className="flex gap-3">
            <Select id="lr-fixEnd" name="fixMonth" defaultValue={value('fixMonth')} aria-label={t('fields.fixMonth.label')} hint error={errorOf('fixEnd')}>
              <option value="">{t('fields.fixMonth.label')}</option>
              {Array.from({ length: 12 }, (_, m) => (
                <option key={m} value={String(m + 1)}>
                  {format.dateTime(new Date(Date.UTC(2000, m, 15)), { month: 'long', timeZone: 'UTC' })}
                </option>
              ))}
            </Select>
            <Select id="lr-fixYear" name="fixYear" defaultValue={value('fixYear')} aria-label={t('fields.fixYear.label')} describedBy={fieldDescription('lr-fixEnd', true, !!errors.fixEnd)} aria-invalid={errors.fixEnd ? true : undefined}>
              <option value="">{t('fields.fixYear.label')}</option>
              {Array.from({ length: lastYear - firstYear + 1 }, (_, y) => (
                <option key={y} value={String(firstYear + y)}>{firstYear + y}</option>
              ))}
            </Select>
          </div>
        </Field>,
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
          <CheckboxField
            id="lr-consent"
            name="consent"
            value="yes"
            error={errorOf('consent')}
            errorTestId="error-consent"
            label={t.rich('fields.consent.label', {
              terms: (chunks) => <a href={localizedPath('terms', locale)} className="text-brand-700 underline" {...newTab}>{chunks}</a>,
              privacy: (chunks) => <a href={localizedPath('privacy', locale)} className="text-brand-700 underline" {...newTab}>{chunks}</a>,
            })}
          />
        </div>,
      ];
      break;
  }

  const hidden = (pairs: [string, string][]) => pairs.map(([name, v]) => <input key={`h-${name}`} type="hidden" name={name} value={v} />);
  const summaryBox = (errorEntries.length > 0 || formError) && (
    <div className="mb-2">
      <ErrorSummary
        testId="request-errors"
        title={formError ? t(`formErrors.${formError}`) : t('errorSummary', { count: errorEntries.length })}
        errors={errorEntries.map(([name, code]) => ({ id: targetOf(name), message: `${name === 'consent' ? t('fields.consent.short') : t(`fields.${name as FieldName}.label`)}: ${message(name, code)}` }))}
      />
    </div>
  );

  return (
    <section aria-labelledby="lr-step-title" className="max-w-2xl rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid="request-form" data-step={current.id}>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700" data-testid="step-indicator">{t('stepIndicator', { current: shown, total })}</p>
      <h2 id="lr-step-title" className="mt-1 text-2xl font-semibold text-ink">{t(`steps.${kind}.${current.id}` as StepKey)}</h2>
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


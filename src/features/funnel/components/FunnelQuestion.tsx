import { getFormatter, getTranslations } from 'next-intl/server';
import { ChoiceGroup, ErrorSummary, Field, Input, MoneyInput, PRIMARY_BUTTON_CLASS, Select, fieldDescription } from '@/components/forms';
import { PlaceOptions } from '@/components/forms/PlaceOptions';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { answerErrorText, MONEY_FIELDS } from '../af-texts';
import type { Translate } from '../report-texts';
import { CHOICES, FUNNEL_LIMITS, STEPS, answersToQuery, type AnswerError, type ChoiceField, type FunnelCode, type FunnelField, type FunnelState, type NumberField } from '../answers';
import { dataTranslator } from '@/i18n/app-config';

const BUTTON = PRIMARY_BUTTON_CLASS;

type Step = { id: string; fields: readonly FunnelField[] };

/**
 * One question of a funnel as a plain form: GET to the next step (earlier answers as hidden fields), the last step
 * POSTs to /api/funnel/finish. Works without JavaScript; the answers live only in the URL.
 */
export async function FunnelQuestion({ locale, state, index, placeError }: { locale: Locale; state: FunnelState<FunnelCode>; index: number; placeError: boolean }) {
  const t = await getTranslations({ locale, namespace: 'funnel' });
  // Question ids and their options are the funnel's data.
  const dt = dataTranslator(t);
  const format = await getFormatter({ locale });
  const funnel = state.funnel;
  const steps = STEPS[funnel] as readonly Step[];
  const step = steps[index]!;
  const total = steps.length;
  const last = index === total - 1;
  const start = localizedPath('start-funnel', locale);
  const own = new Set<FunnelField>(step.fields);
  const hidden = steps.flatMap((s) => s.fields).filter((f) => !own.has(f) && state.texts[f] !== undefined);
  const back = index === 0 ? start : `${start}?${answersToQuery(funnel, state.values).toString()}&step=${index - 1}`;

  const errorText = (field: FunnelField, e: AnswerError): string =>
    answerErrorText(t as unknown as Translate, { euro: (n) => format.number(n, 'euro'), number: (n) => format.number(n) }, field, e);
  const errorOf = (field: FunnelField): string | null => {
    if (field === 'loc' && placeError && !state.errors.loc) return t('errors.UNKNOWN_PLACE');
    const e = state.errors[field];
    return e ? errorText(field, e) : null;
  };
  const text = (field: FunnelField) => state.texts[field] ?? (state.values[field] !== undefined ? String(state.values[field]) : '');
  const invalid = step.fields.some((f) => errorOf(f) !== null);
  /** Where the error summary's link leads: the field, or a choice's first option. */
  const targetOf = (field: FunnelField) => (field in CHOICES ? `funnel-${field}-${(CHOICES[field as ChoiceField] as readonly string[])[0]}` : `funnel-${field}`);

  const control = (field: FunnelField) => {
    const id = `funnel-${field}`;
    const error = errorOf(field);
    const describedBy = fieldDescription(id, false, !!error);
    if (field in CHOICES) {
      const options = CHOICES[field as ChoiceField] as readonly string[];
      const chosen = text(field) || (field === 'building' ? 'existing' : '');
      return (
        <ChoiceGroup
          key={field}
          id={id}
          name={field}
          legend={t(`fields.${field}`)}
          options={options.map((o) => ({ value: o, label: dt(`options.${field}.${o}`) }))}
          defaultValue={chosen}
          required={field !== 'building'}
          error={error}
        />
      );
    }
    if (field === 'loc') {
      return (
        <Field key={field} id={id} label={t('fields.loc')} error={error}>
          <Select id={id} name="loc" defaultValue={text('loc') || 'BE'} error={error}>
            <PlaceOptions locale={locale} statesLabel={t('places.states')} citiesLabel={t('places.cities')} />
          </Select>
        </Field>
      );
    }
    if (MONEY_FIELDS.includes(field)) {
      return (
        <Field key={field} id={id} label={t(`fields.${field}`)} error={error}>
          <MoneyInput id={id} name={field} value={text(field)} locale={locale} describedBy={describedBy} invalid={!!error} required={field !== 'commitments'} />
        </Field>
      );
    }
    const limits = FUNNEL_LIMITS[field as NumberField];
    return (
      <Field key={field} id={id} label={t(`fields.${field}`)} error={error}>
        <Input id={id} name={field} type="number" inputMode="numeric" min={limits.min} max={limits.max} step={1} defaultValue={text(field) || (field === 'children' ? '0' : '')} required={field !== 'children'} className="max-w-40" error={error} />
      </Field>
    );
  };

  return (
    <div className="mx-auto max-w-2xl">
      <p className="text-sm font-semibold text-brand-700">{t(`${funnel}.title`)}</p>
      <p id="funnel-progress" className="mt-1 text-sm text-muted">{t('progress', { step: index + 1, total })}</p>
      <progress className="mt-2 h-2 w-full accent-brand-600" max={total} value={index + 1} aria-labelledby="funnel-progress" />
      <h1 className="mt-6 text-[1.75rem] leading-tight font-bold tracking-tight text-ink sm:text-3xl" id="funnel-question">{dt(`questions.${funnel}.${step.id}.title`)}</h1>
      <p className="mt-2 text-muted">{dt(`questions.${funnel}.${step.id}.hint`)}</p>
      {invalid ? (
        <div className="mt-4">
          <ErrorSummary title={t('errorSummary')} errors={step.fields.flatMap((f) => (errorOf(f) ? [{ id: targetOf(f), message: errorOf(f) }] : []))} />
        </div>
      ) : null}
      {/* noValidate: the answers are checked by answers.ts and the messages are ours, in the page's language. */}
      <form method={last ? 'post' : 'get'} action={last ? '/api/funnel/finish' : start} noValidate aria-labelledby="funnel-question" className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="funnel" value={funnel} />
        {last ? <input type="hidden" name="locale" value={locale} /> : <input type="hidden" name="step" value={index + 1} />}
        {hidden.map((f) => <input key={f} type="hidden" name={f} value={state.texts[f]} />)}
        {step.fields.map(control)}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
          <a href={back} className="font-semibold text-brand-700 underline">{index === 0 ? t('backToChoice') : t('back')}</a>
          <button type="submit" className={BUTTON}>{last ? t(`finish${funnel}`) : t('next')}</button>
        </div>
      </form>
    </div>
  );
}

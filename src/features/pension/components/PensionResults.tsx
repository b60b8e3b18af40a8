import { Range } from '@/components/forms';
import type { ReactNode } from 'react';
import type { PensionPlan } from '@/engine/pension';
import { SLIDER_BOUNDS } from '@/engine/pension/constants';
import type { CalculatorI18n } from '@/components/i18n/calculator-i18n';
import { pensionFormToParams, type PensionForm, type PensionFormKey } from '../pension-form';
import type { PensionLiveHandlers } from './PensionView';
import { FORM_ID, labelClass as label } from './view-parts';

/** The planner's plain-language summary and the sliders with the recommended values marked (see PensionView). */
export function Summary({ plan, form, i18n }: { plan: PensionPlan; form: PensionForm; i18n: CalculatorI18n }) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const monthly = Number(form.mc) || 0;
  const oneTime = Number(form.oc) || 0;
  const retire = plan.scenarioRetirementAges.expected;
  const gap = plan.pensionGap;
  // The plan's monthly amount for the desired age with the chosen one-time amount (the slider's recommendation).
  const desiredMonthly = plan.requiredMonthlyContribution;
  return (
    <div>
      <p className="mt-2 text-lg font-semibold leading-snug" data-testid="pp-sentence-gap">
        {gap > 0.5 ? t('results.summaryGap', { gap: euro(gap) }) : t('results.summaryNoGap')}
      </p>
      {gap > 0.5 && (
        <p className="mt-2" data-testid="pp-sentence-retire">
          {retire !== null
            ? t('results.summaryRetire', { monthly: euro(monthly), oneTime: euro(oneTime), age: retire })
            : t('results.summaryRetireNone', { monthly: euro(monthly), oneTime: euro(oneTime) })}
        </p>
      )}
      {gap > 0.5 && (
        <p className="mt-1 text-sm" data-testid="pp-sentence-desired">
          {desiredMonthly !== null
            ? t('results.summaryDesired', { age: plan.desiredRetirementAge, monthly: euro(Math.ceil(desiredMonthly)) })
            : t('results.summaryDesiredNone', { age: plan.desiredRetirementAge })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div><dt className="text-muted">{t('results.required')}</dt><dd className="text-base font-bold" data-testid="pp-required">{euro(plan.requiredPension)}</dd></div>
        <div><dt className="text-muted">{t('results.gap')}</dt><dd className="text-base font-bold" data-testid="pp-gap">{euro(plan.pensionGap)}</dd></div>
      </dl>
      <p className="mt-2 text-xs text-muted" data-testid="pp-basis">{plan.moneyBasis === 'nominal' ? t('results.basisNominal') : t('results.basisToday')}</p>
    </div>
  );
}

export interface SlidersProps {
  form: PensionForm;
  plan: PensionPlan | null;
  i18n: CalculatorI18n;
  live?: PensionLiveHandlers;
  shareHref: string;
  fieldError: (key: PensionFormKey) => ReactNode;
  radios: (key: 'own' | 'emp' | 'infl', inForm?: boolean) => ReactNode;
}

export function Sliders({ form, plan, i18n, live, shareHref, fieldError, radios }: SlidersProps) {
  const { t, format } = i18n;
  const euro = (n: number) => format.number(Math.round(n), 'euro');
  const bounds = {
    ra: { ...SLIDER_BOUNDS.retirementAge, step: 1 },
    mc: { ...SLIDER_BOUNDS.monthlyContribution, step: 5 },
    oc: { ...SLIDER_BOUNDS.oneTimeContribution, step: 100 },
  } as const;
  const recommended = plan
    ? { ra: plan.sliders.retirementAge.recommended, mc: plan.sliders.monthlyContribution.recommended, oc: plan.sliders.oneTimeContribution.recommended }
    : null;
  const show = (key: 'ra' | 'mc' | 'oc', value: number) => (key === 'ra' ? t('form.years', { value }) : euro(value));
  const recommendedForm: Partial<PensionForm> | null = recommended
    ? { ...(recommended.ra !== null ? { ra: String(recommended.ra) } : {}), mc: String(recommended.mc), oc: String(recommended.oc) }
    : null;
  const recommendedHref = recommendedForm ? `${shareHref}?${pensionFormToParams({ ...form, ...recommendedForm }).toString()}` : null;

  const slider = (key: 'ra' | 'mc' | 'oc') => {
    const b = bounds[key];
    const n = Number(form[key]);
    const rec = recommended?.[key] ?? null;
    const valueText = Number.isFinite(n) && form[key].trim() !== '' ? show(key, n) : '–';
    return (
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <label htmlFor={`pp-${key}`} className={label}>{t(`form.${key}`)}</label>
          <output htmlFor={`pp-${key}`} className="text-lg font-bold text-ink" data-testid={`pp-${key}-value`}>{valueText}</output>
        </div>
        <Range
          id={`pp-${key}`}
          name={key}
          form={FORM_ID}
          min={b.min}
          max={b.max}
          step={b.step}
          list={rec !== null ? `pp-${key}-marks` : undefined}
          aria-valuetext={valueText}
          error={undefinedIfFalse(Boolean(fieldError(key)))}
          describedBy={rec !== null ? `pp-${key}-rec` : undefined}
          {...(live ? { value: form[key], onChange: (e: { target: { value: string } }) => live.setField(key, e.target.value) } : { defaultValue: form[key] })}
          className="mt-2"
        />
        {rec !== null && (
          <>
            <datalist id={`pp-${key}-marks`}><option value={rec} /></datalist>
            <div className="relative h-3" aria-hidden="true">
              <span className="absolute top-0 h-3 w-0.5 bg-amber-600" style={{ left: `calc(${((Math.min(b.max, Math.max(b.min, rec)) - b.min) / (b.max - b.min)) * 100}% - 1px)` }} />
            </div>
            <p id={`pp-${key}-rec`} className="text-xs text-muted" data-testid={`pp-${key}-rec`}>{t('form.recommended', { value: show(key, rec) })}</p>
          </>
        )}
        <div className="flex justify-between text-xs text-muted" aria-hidden="true"><span>{show(key, b.min)}</span><span>{show(key, b.max)}</span></div>
        {fieldError(key)}
      </div>
    );
  };

  return (
    <section id="pp-sliders" aria-labelledby="pp-sliders-title" className="rounded-2xl border border-slate-200 p-5" data-testid="pp-sliders">
      <h2 id="pp-sliders-title" className="text-lg font-semibold">{t('sliders.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('sliders.hint')}</p>
      <div className="mt-4 space-y-5">
        {slider('ra')}
        {slider('mc')}
        {slider('oc')}
        {radios('infl', false)}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {recommendedHref && recommendedForm && (
            <a
              href={recommendedHref}
              onClick={
                live &&
                ((e) => {
                  e.preventDefault();
                  live.setFields(recommendedForm);
                })
              }
              className="rounded-lg border-2 border-brand-600 px-4 py-2 text-center font-semibold text-brand-700 hover:bg-brand-50"
              data-testid="pp-use-recommended"
            >
              {t('form.useRecommended')}
            </a>
          )}
          <button type="submit" form={FORM_ID} className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">{t('form.submit')}</button>
        </div>
      </div>
    </section>
  );
}

function undefinedIfFalse(v: boolean): true | undefined {
  return v ? true : undefined;
}

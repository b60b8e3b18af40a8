'use client';

import { useMemo } from 'react';
import type { FormCodec } from '@/components/islands/typed-before-hydration';
import { useUrlForm } from '@/components/islands/use-url-form';
import { createCalculatorI18n, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import type { RateMarket } from '@/engine/rates/market';
import type { Locale } from '@/i18n/routes';
import type { FieldError } from '../mortgage-form';
import type { Binding } from './planner-fields';

/**
 * The state of the house-budget and rent-or-buy calculators: the form in the address (useUrlForm), its
 * evaluation, the translator and formats, and the binding their fields take (planner-fields.tsx).
 */
export function usePlanner<F extends { fix: number }, E extends { errors: Partial<Record<keyof F & string, FieldError>> }>(o: {
  locale: Locale;
  messages: CalculatorMessages;
  initialForm: F;
  codec: FormCodec<F>;
  action: string;
  container?: HTMLElement;
  date: string;
  market: RateMarket | null;
  evaluate: (form: F, date: string, market: RateMarket | null) => E;
  /** Prefix of the fields' ids. */
  prefix: string;
}) {
  const { locale, messages, date, market, evaluate, prefix } = o;
  const { form, update, ready: hydrated } = useUrlForm({ initialForm: o.initialForm, codec: o.codec, action: o.action, container: o.container, initiallyTouched: false });
  const i18n = useMemo(() => createCalculatorI18n(locale, messages), [locale, messages]);
  const evaluation = useMemo(() => evaluate(form, date, market), [evaluate, form, date, market]);
  const euro = (n: number) => i18n.format.number(Math.round(n), 'euro');
  const pct = (fraction: number) => i18n.format.number(fraction, 'percent2');
  const set = (key: keyof F & string, value: string) => update((f) => ({ ...f, [key]: key === 'fix' ? Number(value) : value }) as F);
  const b: Binding<F> = { form, errors: evaluation.errors, i18n, locale, set, prefix };
  return { form, hydrated, i18n, evaluation, euro, pct, set, b };
}

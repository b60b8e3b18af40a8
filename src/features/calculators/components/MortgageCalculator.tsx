'use client';

import type { RateMarket } from '@/engine/rates/market';
import { useEffect, useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import { MORTGAGE_STATE_STORAGE_KEY, MORTGAGE_STATE_VERSION } from '@/engine/mortgage/defaults';
import type { Locale } from '@/i18n/routes';
import { hydrateIsland } from '@/components/islands/hydrate-island';
import type { FormCodec } from '@/components/islands/typed-before-hydration';
import { useUrlForm } from '@/components/islands/use-url-form';
import { nextTask } from '@/lib/tasks';
import { FORM_KEYS, evaluateMortgageForm, formFromParams, formToParams, type MortgageForm } from '../mortgage-form';
import { createCalculatorI18n, type CalculatorMessages } from '@/components/i18n/calculator-i18n';
import { CalculatorView, type LiveHandlers } from './CalculatorView';
import { placesByName } from '@/components/forms/places';
import { MONTH_YEAR_FORMAT, RATE_FORMAT } from './view-formats';
import type { ChartProps } from '@/components/charts/Charts';

// The charts (visx, d3 scales) load with the tabs that show them, not with the calculator. When the page
// opens on a chart tab, they are loaded before hydrating, so the hydrated markup equals the server's (a
// suspending chart would not).
type ChartsModule = typeof import('@/components/charts/Charts');
let chartsModule: ChartsModule | null = null;
const loadCharts = () => import('@/components/charts/Charts').then((m) => (chartsModule = m));
const CHART_TABS = new Set([1, 3]);

function useChartsModule(): ChartsModule | null {
  const [loaded, setLoaded] = useState(chartsModule);
  useEffect(() => {
    if (!loaded) loadCharts().then(setLoaded, (error) => console.error('mortgage calculator: charts not loaded', error));
  }, [loaded]);
  return loaded;
}
const CHARTS = {
  LineChart: (props: ChartProps) => {
    const m = useChartsModule();
    return m ? <m.LineChart {...props} /> : null;
  },
  StackedBarChart: (props: ChartProps) => {
    const m = useChartsModule();
    return m ? <m.StackedBarChart {...props} /> : null;
  },
};

export type CalculatorRoot = Root;

// One translator per page (its formatter cache outlives re-renders and is warmed up before hydrating).
const translators = new WeakMap<CalculatorMessages, ReturnType<typeof createCalculatorI18n>>();
function i18nFor(locale: Locale, messages: CalculatorMessages) {
  let i18n = translators.get(messages);
  if (!i18n) translators.set(messages, (i18n = createCalculatorI18n(locale, messages)));
  return i18n;
}

/**
 * Makes the server-rendered calculator in `container` interactive (see CalculatorIsland): hydrates it as a
 * React root of its own, in a transition, so the work is split into small tasks. A container without
 * server markup (rendered in the browser) gets a fresh render.
 */
export async function mountCalculator(container: HTMLElement, props: MortgageCalculatorProps): Promise<Root> {
  if (CHART_TABS.has(props.initialTab)) await loadCharts();
  // Warm-up, each part in a task of its own: the engine's first run (its code gets compiled), the sorted
  // place lists and the formatters. The hydration that follows then runs in short slices.
  evaluateMortgageForm(props.initialForm, props.date, props.market);
  await nextTask();
  placesByName(props.locale);
  const { format } = i18nFor(props.locale, props.messages);
  format.number(1, 'euro');
  format.number(0.01, 'percent2');
  format.number(1, RATE_FORMAT);
  format.dateTime(new Date(0), 'short');
  format.dateTime(new Date(0), MONTH_YEAR_FORMAT);
  await nextTask();
  return hydrateIsland(container, <MortgageCalculator {...props} container={container} />, 'mortgage calculator');
}

export interface MortgageCalculatorProps {
  locale: Locale;
  /** Calculation date (Europe/Berlin), 'YYYY-MM-DD': the same on server and client. */
  date: string;
  /** The Bundesbank curve and model parameters of that date, from the server's database (issue 11). */
  market: RateMarket;
  /** Path of the page, the form's action. */
  action: string;
  initialForm: MortgageForm;
  initialTab: number;
  /** The URL carried calculator inputs: they win over the stored state. */
  fromUrl: boolean;
  /** The calculator's messages (namespace `calculator`) in the page's locale. */
  messages: CalculatorMessages;
  /** The element whose server-rendered form this calculator took over (see mountCalculator). */
  container?: HTMLElement;
}

/** The mortgage form's address codec, for what the visitor typed before the calculator became interactive. */
const MORTGAGE_CODEC: FormCodec<MortgageForm> = { keys: FORM_KEYS, toParams: formToParams, fromParams: formFromParams };

/** Typing a rate before hydration switches to the manual rate, as it does in the interactive form. */
function adjustRate(rendered: MortgageForm) {
  return (values: Record<string, string>, shown: Record<string, string>) => {
    if (rendered.rateMode !== 'manual') shown.rate = '';
    if (values.rate && values.rate !== shown.rate && values.rateMode !== 'manual') values.rateMode = 'manual';
  };
}

interface StoredState {
  version: number;
  form: Record<string, string>;
}

/** The state kept in browser storage, when it is of this version. */
function restoreKept(): MortgageForm | null {
  try {
    const raw = window.localStorage.getItem(MORTGAGE_STATE_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredState;
    if (stored?.version !== MORTGAGE_STATE_VERSION || typeof stored.form !== 'object' || stored.form === null) return null;
    return formFromParams(stored.form);
  } catch (error) {
    console.error('mortgage calculator: stored state unusable', error);
    return null;
  }
}

/** The calculator in the browser: recalculates on every change, keeps its state in the URL and in storage. */
export function MortgageCalculator({ locale, date, market, action, initialForm, initialTab, fromUrl, messages, container }: MortgageCalculatorProps) {
  const i18n = useMemo(() => i18nFor(locale, messages), [locale, messages]);
  const [tab, setTab] = useState<number>(initialTab);
  // The first render equals the server's markup (it hydrates that markup). Then what the visitor typed into the
  // server-rendered form wins; else the kept state is restored (spec section 4: only version 6, only when the URL
  // gave no inputs). The address follows the form and the tab from then on.
  const { form, update, params, ready } = useUrlForm({
    initialForm,
    codec: MORTGAGE_CODEC,
    action,
    container,
    mark: 'calculator',
    initiallyTouched: true,
    typed: { adjust: adjustRate(initialForm) },
    extraParams: { tab: String(tab) },
    restore: fromUrl ? undefined : restoreKept,
    inputsFromAddress: fromUrl,
  });

  const evaluation = useMemo(() => evaluateMortgageForm(form, date, market), [form, date, market]);

  // When there is no error, the state is kept in browser storage.
  useEffect(() => {
    if (!ready || !evaluation.valid) return;
    try {
      const stored: StoredState = { version: MORTGAGE_STATE_VERSION, form: Object.fromEntries(params) };
      window.localStorage.setItem(MORTGAGE_STATE_STORAGE_KEY, JSON.stringify(stored));
    } catch (error) {
      console.error('mortgage calculator: state not saved', error);
    }
  }, [params, ready, evaluation.valid]);

  const live = useMemo<LiveHandlers>(
    () => ({
      setField: (key, value) => update((f) => ({ ...f, [key]: key === 'fix' ? Number(value) : value }) as MortgageForm),
      setRateMode: (mode) =>
        update((f) => {
          if (mode === 'auto') return { ...f, rateMode: 'auto' };
          // Start from the rate on screen, so switching to manual changes nothing by itself.
          const onScreen = f.rate ? null : evaluateMortgageForm(f, date, market).calculation;
          return { ...f, rateMode: 'manual', rate: f.rate || (onScreen ? (onScreen.chosen.interestRate * 100).toFixed(2) : '') };
        }),
      setManualRate: (value) => update((f) => ({ ...f, rateMode: 'manual', rate: value })),
      setTab,
    }),
    [date, market, update],
  );

  return <CalculatorView locale={locale} date={date} action={action} form={form} evaluation={evaluation} tab={tab} i18n={i18n} charts={CHARTS} live={live} />;
}

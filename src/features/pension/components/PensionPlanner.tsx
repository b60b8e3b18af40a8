'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { Root } from 'react-dom/client';
import type { RateMarket } from '@/engine/rates/market';
import type { Locale } from '@/i18n/routes';
import { createCalculatorI18n } from '@/components/i18n/calculator-i18n';
import { hydrateIsland } from '@/components/islands/hydrate-island';
import { typedBeforeHydration, type FormCodec } from '@/components/islands/typed-before-hydration';
import { nextTask } from '@/lib/tasks';
import { PENSION_FORM_KEYS, evaluatePensionForm, pensionFormFromParams, pensionFormToParams, type PensionForm } from '../pension-form';
import { LineChart, PieChart } from './PensionCharts';
import type { PensionMessages } from './pension-i18n';
import { PensionView, type PensionLiveHandlers } from './PensionView';

export type PlannerRoot = Root;

export interface PensionPlannerProps {
  locale: Locale;
  /** Calculation date (Europe/Berlin), 'YYYY-MM-DD': the same on server and client. */
  today: string;
  /** The rate market of that date from the server's database (the house cards' loan rate). */
  market: RateMarket;
  /** Path of the page, the form's action. */
  action: string;
  appointmentHref: string;
  initialForm: PensionForm;
  /** The URL carried planner inputs (a submitted form or a shared link): the values are the visitor's. */
  fromUrl: boolean;
  /** The planner's messages (namespace `pension`) in the page's locale. */
  messages: PensionMessages;
  container?: HTMLElement;
}

const CHARTS = { LineChart, PieChart };

const translators = new WeakMap<PensionMessages, ReturnType<typeof createCalculatorI18n>>();
function i18nFor(locale: Locale, messages: PensionMessages) {
  let i18n = translators.get(messages);
  if (!i18n) translators.set(messages, (i18n = createCalculatorI18n(locale, messages)));
  return i18n;
}

/** Makes the server-rendered planner in `container` interactive (see PensionIsland). */
export async function mountPlanner(container: HTMLElement, props: PensionPlannerProps): Promise<Root> {
  // Warm-up in a task of its own: the engine's first run and the formatters.
  evaluatePensionForm(props.initialForm, { today: props.today, market: props.market });
  i18nFor(props.locale, props.messages).format.number(1, 'euro');
  await nextTask();
  return hydrateIsland(container, <PensionPlanner {...props} container={container} />, 'retirement planner');
}

/** The planner's address codec, for what the visitor typed before it became interactive. */
const PENSION_CODEC: FormCodec<PensionForm> = { keys: PENSION_FORM_KEYS, toParams: pensionFormToParams, fromParams: pensionFormFromParams };
/** An unchecked checkbox is not submitted: it stands for "no". */
const completeGrvc = (submitted: Record<string, string>) => {
  submitted.grvc ??= 'no';
};

/** The planner in the browser: recalculates on every change and keeps its inputs in the URL. */
export function PensionPlanner({ locale, today, market, action, appointmentHref, initialForm, fromUrl, messages, container }: PensionPlannerProps) {
  const i18n = useMemo(() => i18nFor(locale, messages), [locale, messages]);
  // The first render equals the server's markup (it hydrates that markup).
  const [form, setForm] = useState<PensionForm>(initialForm);
  // The example values become the visitor's own with the first change or calculation (spec § 4).
  const [touched, setTouched] = useState(fromUrl);
  const [mounted, setMounted] = useState(false);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);

  const evaluation = useMemo(() => evaluatePensionForm(form, { today, market }), [form, today, market]);
  const query = useMemo(() => pensionFormToParams(form).toString(), [form]);

  /* eslint-disable react-hooks/immutability -- `container` is the island's DOM element, not React data: marking it live is DOM work for this effect */
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (container) container.dataset.planner = 'live';
    setMounted(true);
    const typed = container ? typedBeforeHydration(container, initialForm, PENSION_CODEC, { complete: completeGrvc }) : null;
    if (typed) {
      setForm(typed);
      setTouched(true);
    }
  }, [container, initialForm]);
  /* eslint-enable react-hooks/immutability */

  // The address holds the visitor's inputs (shareable, and a reload keeps them); the example stays a clean URL.
  useEffect(() => {
    if (!mounted || !touched) return;
    window.history.replaceState(window.history.state, '', `${action}?${query}`);
    setCopied(false);
  }, [mounted, touched, action, query]);

  const live = useMemo<PensionLiveHandlers>(
    () => ({
      setField: (key, value) => {
        setTouched(true);
        setForm((f) => ({ ...f, [key]: value }) as PensionForm);
      },
      setFields: (values) => {
        setTouched(true);
        setForm((f) => ({ ...f, ...values }));
      },
      submit: () => setTouched(true),
      copyLink:
        mounted && typeof navigator !== 'undefined' && navigator.clipboard
          ? () => {
              navigator.clipboard.writeText(`${window.location.origin}${action}?${query}`).then(
                () => setCopied(true),
                (error) => console.error('retirement planner: link not copied', error),
              );
            }
          : undefined,
      copied,
    }),
    [mounted, action, query, copied],
  );

  return (
    <PensionView
      locale={locale}
      today={today}
      action={action}
      appointmentHref={appointmentHref}
      form={form}
      evaluation={evaluation}
      example={!touched}
      i18n={i18n}
      charts={CHARTS}
      live={live}
    />
  );
}

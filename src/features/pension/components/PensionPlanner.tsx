'use client';

import { useMemo, useState } from 'react';
import type { Root } from 'react-dom/client';
import type { RateMarket } from '@/engine/rates/market';
import type { Locale } from '@/i18n/routes';
import { createCalculatorI18n } from '@/components/i18n/calculator-i18n';
import { hydrateIsland } from '@/components/islands/hydrate-island';
import type { FormCodec } from '@/components/islands/typed-before-hydration';
import { useUrlForm } from '@/components/islands/use-url-form';
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
  // The first render equals the server's markup (it hydrates that markup). The example values become the
  // visitor's own with the first change or calculation (spec § 4): from then on the address holds the inputs
  // (shareable, and a reload keeps them); the untouched example keeps a clean address.
  const { form, update, query, ready: mounted, touched, touch } = useUrlForm({
    initialForm,
    codec: PENSION_CODEC,
    action,
    container,
    mark: 'planner',
    initiallyTouched: fromUrl,
    inputsFromAddress: fromUrl,
    typed: { complete: completeGrvc },
  });
  const [copied, setCopied] = useState<string | null>(null);

  const evaluation = useMemo(() => evaluatePensionForm(form, { today, market }), [form, today, market]);

  const live = useMemo<PensionLiveHandlers>(
    () => ({
      setField: (key, value) => update((f) => ({ ...f, [key]: value }) as PensionForm),
      setFields: (values) => update((f) => ({ ...f, ...values })),
      submit: touch,
      copyLink:
        mounted && typeof navigator !== 'undefined' && navigator.clipboard
          ? () => {
              navigator.clipboard.writeText(`${window.location.origin}${action}?${query}`).then(
                () => setCopied(query),
                (error) => console.error('retirement planner: link not copied', error),
              );
            }
          : undefined,
      // "Copied" holds until the inputs change.
      copied: copied === query,
    }),
    [mounted, action, query, copied, update, touch],
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

import { createCalculatorI18n } from '@/components/i18n/calculator-i18n';
import { evaluatePensionForm } from '../pension-form';
import { LineChart, PieChart } from './PensionCharts';
import type { PensionPlannerProps } from './PensionPlanner';
import { PensionView } from './PensionView';

/**
 * The planner as the server renders it into the page's HTML: a plain GET form with the results for the URL's
 * inputs. Rendered by PensionIsland during server rendering only; not part of the browser's bundle nor of the
 * page's React payload.
 */
export function StaticPension({ locale, today, market, action, appointmentHref, initialForm, fromUrl, messages }: Omit<PensionPlannerProps, 'container'>) {
  return (
    <PensionView
      locale={locale}
      today={today}
      action={action}
      appointmentHref={appointmentHref}
      form={initialForm}
      evaluation={evaluatePensionForm(initialForm, { today, market })}
      example={!fromUrl}
      i18n={createCalculatorI18n(locale, messages)}
      charts={{ LineChart, PieChart }}
    />
  );
}

'use client';

import { LiveForm } from '@/components/forms/LiveForm';

/** Parts of the rates page that follow the form: the results and the form's error list. */
export const LIVE_RATES_REGIONS = ['rates-results', 'rates-form-errors'] as const;

/**
 * The rates pages' calculator updating as you type (issue 14, the form kit's LiveForm): no engine in the
 * browser, the figures are the server's. Choosing another place loads that place's page (issue 24 point 7: its
 * heading, intro, title and figures all name the chosen place).
 */
export function LiveRates({ formId }: { formId: string }) {
  return <LiveForm formId={formId} regions={LIVE_RATES_REGIONS} navigateOn={['place']} />;
}

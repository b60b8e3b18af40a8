import { getFormatter, getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS, SelectField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import type { LeadViewer } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { isoDateToDate, todayInBerlin } from '@/lib/dates';
import { PIPELINE_LIMIT, PIPELINE_WINDOWS, parsePipelineWindow, refinancePipeline, type PipelineCase } from '../pipeline';

/**
 * The back office's refinance pipeline (issue 51 part 4): the loans whose fixed rate ends within the chosen window (a
 * plain GET form), soonest first, with their figures and the alerts sent, each linking to the lead's page. An admin
 * sees all, an advisor the loans of their own leads (the lead page's rule).
 */
export async function RefinancePipelinePage({ locale, viewer, window }: { locale: Locale; viewer: LeadViewer; window: string | undefined }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'loans.pipeline' }), getFormatter({ locale })]);
  const months = parsePipelineWindow(window);
  const { cases, more } = await refinancePipeline(await getDb(), viewer, months, todayInBerlin());
  const euro = (amount: number) => format.number(amount, 'euro');
  const day = (iso: string) => format.dateTime(isoDateToDate(iso), 'short');
  return (
    <>
      <nav aria-label={t('staffLink')} className="mb-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{(await getTranslations({ locale, namespace: 'staff.leads' }))('nav.team')}</a>
      </nav>
      <form method="get" className="flex max-w-xl flex-wrap items-end gap-4 rounded-xl border border-slate-200 p-4" data-testid="pipeline-window">
        <SelectField id="pipeline-window-months" name="window" label={t('window')} defaultValue={String(months)}>
          {PIPELINE_WINDOWS.map((w) => <option key={w} value={w}>{t('windowOption', { months: w })}</option>)}
        </SelectField>
        <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('show')}</button>
      </form>
      <p className="mt-4" role="status" data-testid="pipeline-count">{t('count', { count: cases.length, months })}{more ? ` ${t('more', { count: PIPELINE_LIMIT })}` : ''}</p>
      <DataTable<PipelineCase>
        id="pipeline-cases"
        caption={t('caption', { months })}
        cards
        className="mt-3"
        rows={cases}
        rowKey={(c) => c.loanId}
        rowData={(c) => ({ 'data-loan': c.loanId })}
        empty={t('empty')}
        emptyTestId="pipeline-empty"
        columns={[
          {
            key: 'lead',
            label: t('lead'),
            rowHeader: true,
            cell: (c) => (
              <a className="font-medium text-brand-700 underline" href={localizedPath('staff-lead', locale, { lead: c.leadId })}>
                {c.leadName ?? c.leadEmail}
              </a>
            ),
          },
          { key: 'bank', label: t('bank'), cell: (c) => c.bankName || t('unknownBank') },
          { key: 'end', label: t('fixationEnd'), className: 'whitespace-nowrap', cell: (c) => day(c.fixationEnd) },
          { key: 'months', label: t('monthsLeft'), numeric: true, cell: (c) => c.monthsLeft },
          { key: 'residual', label: t('residualDebt'), numeric: true, cell: (c) => (c.residualDebt === null ? t('notComputable') : euro(c.residualDebt)) },
          {
            key: 'alerts',
            label: t('alerts'),
            cell: (c) => (c.alerts.length === 0 ? t('noAlerts') : c.alerts.map((a) => t('alert', { kind: t(`kind.${a.kind}`), date: format.dateTime(a.sentAt, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }) })).join(', ')),
          },
        ]}
      />
    </>
  );
}

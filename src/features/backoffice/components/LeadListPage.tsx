import { getFormatter, getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import { PIPELINE_STAGES, isPipelineStage, type LeadViewer } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { FUNNEL_FLAGS, advisorChoices, listLeads, parseLeadListFilter, type LeadListRow } from '../lead-list';

type Query = Record<string, string | undefined>;

/**
 * The staff's leads (issue 28): a list with filters (stage, advisor, source, sign-up days, finished funnel) and
 * the same leads as a pipeline board, one column per stage with its count and the forecast's weighted sum. A
 * plain GET form: the filters are in the URL, and the page works without JavaScript.
 */
export async function LeadListPage({ locale, viewer, query }: { locale: Locale; viewer: LeadViewer; query: Query }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.leads' }), getFormatter({ locale })]);
  const db = await getDb();
  const filter = parseLeadListFilter(query);
  const board = query.view === 'board';
  const [rows, choices] = await Promise.all([listLeads(db, viewer, filter), viewer.role === 'admin' ? advisorChoices(db) : Promise.resolve([])]);
  const stageLabel = (stage: string) => (isPipelineStage(stage) ? t(`stages.${stage}`) : t('otherStage', { stage }));
  const euro = (amount: number) => format.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const leadPath = (id: string) => localizedPath('staff-lead', locale, { lead: id });
  const forecast = (r: LeadListRow) =>
    r.expectedValueOfMortgage !== null ? (r.closeProbabilityPercent !== null ? t('forecastValue', { amount: euro(r.expectedValueOfMortgage), percent: r.closeProbabilityPercent }) : euro(r.expectedValueOfMortgage)) : '—';
  return (
    <>
      <nav aria-label={t('nav.leads')} className="mb-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{t('nav.team')}</a>
      </nav>
      <form method="get" className="grid max-w-5xl gap-x-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="lead-filters">
        <TextField id="lead-search" name="q" type="search" label={t('filters.search')} defaultValue={filter.search ?? ''} maxLength={100} />
        <SelectField id="lead-stage" name="stage" label={t('filters.stage')} defaultValue={filter.stage ?? ''}>
          <option value="">{t('filters.allStages')}</option>
          {PIPELINE_STAGES.map((s) => <option key={s} value={s}>{t(`stages.${s}`)}</option>)}
        </SelectField>
        {viewer.role === 'admin' && (
          <SelectField id="lead-advisor" name="advisor" label={t('filters.advisor')} defaultValue={filter.advisorId ?? ''}>
            <option value="">{t('filters.allAdvisors')}</option>
            {choices.map((a) => <option key={a.id} value={a.id}>{a.isDemo ? t('demoAdvisor', { name: a.name }) : a.name}</option>)}
          </SelectField>
        )}
        <TextField id="lead-source" name="source" label={t('filters.source')} defaultValue={filter.source ?? ''} maxLength={100} />
        <SelectField id="lead-funnel" name="funnel" label={t('filters.funnel')} defaultValue={filter.funnel ?? ''}>
          <option value="">{t('filters.allFunnels')}</option>
          {FUNNEL_FLAGS.map((f) => <option key={f} value={f}>{t(`funnels.${f}`)}</option>)}
        </SelectField>
        <TextField id="lead-from" name="from" type="date" label={t('filters.from')} defaultValue={filter.from ?? ''} />
        <TextField id="lead-to" name="to" type="date" label={t('filters.to')} defaultValue={filter.to ?? ''} />
        <SelectField id="lead-view" name="view" label={t('views.label')} defaultValue={board ? 'board' : 'list'}>
          <option value="list">{t('views.list')}</option>
          <option value="board">{t('views.board')}</option>
        </SelectField>
        <div className="mt-4 flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('filters.apply')}</button>
          <a className="underline" href={localizedPath('staff-leads', locale)}>{t('filters.reset')}</a>
        </div>
      </form>
      <p className="mt-4 text-muted" role="status" data-testid="lead-count">{t('count', { count: rows.length })}</p>
      {board ? (
        <div className="mt-4 flex gap-3 overflow-x-auto pb-4" data-testid="pipeline-board">
          {PIPELINE_STAGES.map((stage) => {
            const column = rows.filter((r) => r.stage === stage);
            const weighted = column.reduce((sum, r) => sum + ((r.expectedValueOfMortgage ?? 0) * (r.closeProbabilityPercent ?? 0)) / 100, 0);
            return (
              <section key={stage} aria-labelledby={`board-${stage}`} className="w-60 shrink-0 rounded-xl bg-slate-50 p-3" data-testid={`board-${stage}`}>
                <h2 id={`board-${stage}`} className="font-semibold">{t(`stages.${stage}`)}</h2>
                <p className="text-sm text-muted">
                  {t('boardColumn', { count: column.length })}
                  {weighted > 0 && ` · ${t('weighted', { amount: euro(Math.round(weighted)) })}`}
                </p>
                <ul className="mt-2 space-y-2">
                  {column.map((r) => (
                    <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
                      <a className="font-medium break-all underline" href={leadPath(r.id)}>{r.name ?? r.email}</a>
                      <p className="text-muted">{r.advisorName ? (r.advisorIsDemo ? t('demoAdvisor', { name: r.advisorName }) : r.advisorName) : t('noAdvisor')}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      ) : (
        <DataTable
          id="lead-list"
          caption={t('nav.leads')}
          captionHidden
          cards
          className="mt-4"
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              key: 'lead',
              label: t('columns.lead'),
              rowHeader: true,
              cell: (r) => (
                <>
                  <a className="font-medium break-all underline" href={leadPath(r.id)}>{r.name ?? r.email}</a>
                  {r.name && <span className="block text-muted">{r.email}</span>}
                </>
              ),
            },
            { key: 'stage', label: t('columns.stage'), cell: (r) => stageLabel(r.stage), cellData: (r) => ({ 'data-stage': r.stage }) },
            { key: 'advisor', label: t('columns.advisor'), cell: (r) => (r.advisorName ? (r.advisorIsDemo ? t('demoAdvisor', { name: r.advisorName }) : r.advisorName) : t('noAdvisor')) },
            { key: 'source', label: t('columns.source'), cell: (r) => `${r.utmSource} / ${r.utmCampaign}` },
            { key: 'created', label: t('columns.created'), className: 'tabular-nums', cell: (r) => format.dateTime(r.createdAt, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }) },
            { key: 'forecast', label: t('columns.forecast'), className: 'tabular-nums', cell: (r) => forecast(r) },
          ]}
        />
      )}
    </>
  );
}

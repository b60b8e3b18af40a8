import { getFormatter, getTranslations } from 'next-intl/server';
import { CategoryBarChart } from '@/components/charts/Charts';
import { SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import { ROUTES, type Locale } from '@/i18n/routes';
import { fullReport, parseReportFilter, REPORT_COLUMNS, REPORT_GROUPS, reportWeeks, type FullReportRow, type ReportColumn } from '../lead-report';

/**
 * Where clients come from (issue 28), for admins: per week and source, campaign, sign-up flow, language, landing
 * page or feature flags seen — visits, page views and calculator uses (first-party analytics, ADR 041), then how
 * many leads signed up, sent a request, booked, reached the consultation and were won; a chart of the weeks and
 * the table as CSV. Server-rendered, a GET form.
 */
export async function LeadReportPage({ locale, query, now }: { locale: Locale; query: Record<string, string | undefined>; now: Date }) {
  const [t, tl, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.report' }), getTranslations({ locale, namespace: 'staff.leads' }), getFormatter({ locale })]);
  const filter = parseReportFilter(query, now);
  const rows = await fullReport(await getDb(), filter);
  const weeks = reportWeeks(filter);
  const short = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  /** The columns this split has: by sign-up flow only the leads', by landing page, page or flags only the analytics'. */
  const ANALYTICS: readonly ReportColumn[] = ['visits', 'pageViews', 'calculatorUses'];
  const columns = REPORT_COLUMNS.filter((c) => (filter.group === 'flow' ? !ANALYTICS.includes(c) : filter.group === 'landing' || filter.group === 'page' || filter.group === 'flags' ? ANALYTICS.includes(c) : true));
  const sum = (week: string | null, key: ReportColumn) => rows.filter((r) => week === null || r.week === week).reduce((n, r) => n + (r[key] ?? 0), 0);
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : format.number(part / whole, { style: 'percent', maximumFractionDigits: 0 }));
  /** What each total is a share of: the funnel's step before. */
  const shareOf: Partial<Record<ReportColumn, { base: ReportColumn; key: 'ofVisits' | 'ofSignups' }>> = {
    calculatorUses: { base: 'visits', key: 'ofVisits' },
    requests: { base: 'signups', key: 'ofSignups' },
    bookings: { base: 'signups', key: 'ofSignups' },
    consultation: { base: 'signups', key: 'ofSignups' },
    won: { base: 'signups', key: 'ofSignups' },
  };
  if (columns.includes('visits') && columns.includes('signups')) shareOf.signups = { base: 'visits', key: 'ofVisits' };
  const chartSeries = (['visits', 'calculatorUses', 'signups', 'bookings', 'won'] as const).filter((c) => columns.includes(c));
  const groupLabel = (value: string) =>
    filter.group === 'language'
      ? value === 'en' ? tl('languages.en') : value === 'de' ? tl('languages.de') : value
      : value === 'n/a' ? t('none') : filter.group === 'flags' ? value.replaceAll(',', ', ') : filter.group === 'landing' || filter.group === 'page' ? landingLabel(value) : value;
  /** A landing page by its address in the admin's language; a page with parameters (a region, an article) by its route's name. */
  const landingLabel = (route: string) => {
    const def = ROUTES.find((r) => r.name === route);
    return def && !def.internal.includes('[') ? localizedPath(def.name, locale) : route;
  };
  const csv = `/api/staff/report?${new URLSearchParams({ from: filter.from, to: filter.to, group: filter.group, locale })}`;
  return (
    <>
      <nav aria-label={tl('nav.team')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{tl('nav.team')}</a>
        <a className="underline" href={localizedPath('staff-leads', locale)}>{tl('nav.leads')}</a>
      </nav>
      <p className="max-w-3xl text-muted">{t('scope')}</p>
      <form method="get" className="mt-4 grid max-w-4xl gap-x-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3" data-testid="report-filters">
        <TextField id="report-from" name="from" type="date" label={t('from')} defaultValue={filter.from} />
        <TextField id="report-to" name="to" type="date" label={t('to')} defaultValue={filter.to} />
        <SelectField id="report-group" name="group" label={t('group')} defaultValue={filter.group}>
          {REPORT_GROUPS.map((g) => <option key={g} value={g}>{t(`groups.${g}`)}</option>)}
        </SelectField>
        <div className="mt-4 flex flex-wrap items-center gap-4 sm:col-span-3">
          <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('apply')}</button>
          <a className="underline" href={csv} data-testid="report-csv">{t('csv')}</a>
        </div>
      </form>

      <dl className="mt-6 grid max-w-5xl grid-cols-2 gap-3 sm:grid-cols-4" data-testid="report-totals">
        {columns.map((k) => {
          const share = shareOf[k];
          return (
            <div key={k} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-sm text-muted">{t(`columns.${k}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-total={k}>{format.number(sum(null, k))}</dd>
              {share && columns.includes(share.base) && <dd className="text-sm text-muted">{t(share.key, { percent: percent(sum(null, k), sum(null, share.base)) })}</dd>}
            </div>
          );
        })}
      </dl>

      <div className="max-w-4xl">
        <CategoryBarChart
          title={t('chart.title')}
          description={t('chart.description', { from: short(filter.from), to: short(filter.to) })}
          labels={weeks.map(short)}
          series={chartSeries.map((c) => ({ name: t(`columns.${c}`), values: weeks.map((w) => sum(w, c)) }))}
          formatMoney={(n) => format.number(n, { maximumFractionDigits: 0 })}
          counts
        />
      </div>

      <section aria-labelledby="report-table" className="mt-6 max-w-5xl">
        <h2 id="report-table" className="text-xl font-semibold">{t('table', { group: t(`groups.${filter.group}`) })}</h2>
        <DataTable
          id="report-rows"
          caption={t('table', { group: t(`groups.${filter.group}`) })}
          captionHidden
          className="mt-2"
          rows={rows}
          rowKey={(r) => `${r.week}-${r.group}`}
          rowData={(r) => ({ 'data-week': r.week, 'data-group': r.group })}
          empty={t('empty')}
          emptyTestId="report-empty"
          columns={[
            { key: 'week', label: t('columns.week'), rowHeader: true, className: 'whitespace-nowrap', cell: (r) => t('weekOf', { date: short(r.week) }) },
            { key: 'group', label: t(`groups.${filter.group}`), className: 'break-all', cell: (r) => groupLabel(r.group) },
            ...columns.map((k) => ({ key: k, label: t(`columns.${k}`), numeric: true, cell: (r: FullReportRow) => r[k] ?? '—', cellData: () => ({ 'data-column': k }) })),
          ]}
        />
      </section>
    </>
  );
}

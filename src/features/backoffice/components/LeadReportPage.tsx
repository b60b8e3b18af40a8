import { getFormatter, getTranslations } from 'next-intl/server';
import { CategoryBarChart } from '@/components/charts/Charts';
import { SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { leadReport, parseReportFilter, REPORT_GROUPS, reportWeeks } from '../lead-report';

/**
 * Where clients come from (issue 28), for admins: per week of sign-up and source, campaign, sign-up flow or
 * language, how many leads signed up, sent a request, booked, reached the consultation and were won; a chart of
 * the weeks and the table as CSV. Server-rendered, a GET form.
 */
export async function LeadReportPage({ locale, query, now }: { locale: Locale; query: Record<string, string | undefined>; now: Date }) {
  const [t, tl, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.report' }), getTranslations({ locale, namespace: 'staff.leads' }), getFormatter({ locale })]);
  const filter = parseReportFilter(query, now);
  const rows = await leadReport(await getDb(), filter);
  const weeks = reportWeeks(filter);
  const short = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const sum = (week: string, key: 'signups' | 'bookings' | 'won') => rows.filter((r) => r.week === week).reduce((n, r) => n + r[key], 0);
  const totals = rows.reduce((acc, r) => ({ signups: acc.signups + r.signups, requests: acc.requests + r.requests, bookings: acc.bookings + r.bookings, consultation: acc.consultation + r.consultation, won: acc.won + r.won }), { signups: 0, requests: 0, bookings: 0, consultation: 0, won: 0 });
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : format.number(part / whole, { style: 'percent', maximumFractionDigits: 0 }));
  const groupLabel = (value: string) => (filter.group === 'language' ? (value === 'en' ? tl('languages.en') : value === 'de' ? tl('languages.de') : value) : value === 'n/a' ? t('none') : value);
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

      <dl className="mt-6 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-5" data-testid="report-totals">
        {(['signups', 'requests', 'bookings', 'consultation', 'won'] as const).map((k) => (
          <div key={k} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-sm text-muted">{t(`columns.${k}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-total={k}>{format.number(totals[k])}</dd>
            {k !== 'signups' && <dd className="text-sm text-muted">{t('ofSignups', { percent: percent(totals[k], totals.signups) })}</dd>}
          </div>
        ))}
      </dl>

      <div className="max-w-4xl">
        <CategoryBarChart
          title={t('chart.title')}
          description={t('chart.description', { from: short(filter.from), to: short(filter.to) })}
          labels={weeks.map(short)}
          series={[
            { name: t('columns.signups'), values: weeks.map((w) => sum(w, 'signups')) },
            { name: t('columns.bookings'), values: weeks.map((w) => sum(w, 'bookings')) },
            { name: t('columns.won'), values: weeks.map((w) => sum(w, 'won')) },
          ]}
          formatMoney={(n) => format.number(n, { maximumFractionDigits: 0 })}
        />
      </div>

      <section aria-labelledby="report-table" className="mt-6 max-w-4xl">
        <h2 id="report-table" className="text-xl font-semibold">{t('table', { group: t(`groups.${filter.group}`) })}</h2>
        {rows.length === 0 ? (
          <p className="mt-2" data-testid="report-empty">{t('empty')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="report-rows">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3 font-medium">{t('columns.week')}</th>
                  <th scope="col" className="py-2 pr-3 font-medium">{t(`groups.${filter.group}`)}</th>
                  {(['signups', 'requests', 'bookings', 'consultation', 'won'] as const).map((k) => <th key={k} scope="col" className="py-2 pr-3 text-right font-medium">{t(`columns.${k}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={`${r.week}-${r.group}`} className="border-b border-slate-100" data-week={r.week} data-group={r.group}>
                    <td className="py-2 pr-3 whitespace-nowrap">{t('weekOf', { date: short(r.week) })}</td>
                    <td className="py-2 pr-3 break-all">{groupLabel(r.group)}</td>
                    {(['signups', 'requests', 'bookings', 'consultation', 'won'] as const).map((k) => <td key={k} className="py-2 pr-3 text-right tabular-nums" data-column={k}>{r[k]}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

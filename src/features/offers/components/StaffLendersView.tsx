import type { ReactNode } from 'react';
import type { createFormatter } from 'next-intl';
import { DataTable } from '@/components/tables/DataTable';
import { PRIMARY_BUTTON_CLASS, TextField } from '@/components/forms';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { ConditionSheet, Lender, RateCell } from '../model';
import type { LenderSummary, SheetImportRun, StoredConditionSheet } from '../repository';
import { MAX_SHEET_FILE_BYTES, SHEET_REFUSAL_CODES, type SheetRefusalCode } from '../sheet-import';

/** A translator of the namespace `offers.sheets` (next-intl's, or `createTranslator` in tests). */
export type SheetsT = (key: string, values?: Record<string, string | number>) => string;

/** The project's formatter (next-intl's `getFormatter`, or `createFormatter` with FORMATS in tests). */
export type StaffLendersFormat = ReturnType<typeof createFormatter>;

export type StaffLendersError = 'noFile' | 'tooLarge' | 'notUtf8';

export interface StaffLendersViewProps {
  locale: Locale;
  t: SheetsT;
  format: StaffLendersFormat;
  /** Today in Berlin (which sheet is in force). */
  today: string;
  lenders: LenderSummary[];
  /** The lender picked with ?lender=<id>: its sheets, newest first; `notFound` for an unknown id. */
  selected: { lender: Lender; sheets: StoredConditionSheet[] } | 'notFound' | null;
  imports: SheetImportRun[];
  /** The upload's report (?import=<id>). */
  report: SheetImportRun | null;
  error: StaffLendersError | null;
  canImport: boolean;
}

const MAX_MB = MAX_SHEET_FILE_BYTES / (1024 * 1024);

/**
 * The back office's lenders (issue 50): every lender with kind, regions, minimum loan, what and to whom it lends and
 * the demo label; a lender's condition sheets by date with the rate grid (fixation × loan-to-value, per loan band)
 * and the terms of the newest; the upload of a sheet file for admins, and each upload's report with every refusal
 * named by its line or JSON path, in the staff member's language. A server component without script.
 */
export function StaffLendersView({ locale, t, format, today, lenders, selected, imports, report, error, canImport }: StaffLendersViewProps) {
  // The lender links and the reports' links add ?lender=<id> or ?import=<id> to the page's own address.
  const pagePath = localizedPath('staff-lenders', locale);
  const euro = (n: number) => format.number(n, 'euro');
  const percent = (fraction: number, digits = 2) => format.number(fraction, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 4) });
  const pp = (fraction: number) => format.number(fraction * 100, { maximumFractionDigits: 4, signDisplay: 'exceptZero' });
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), 'short');
  const when = (at: Date) => format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short' });
  const list = (values: readonly string[], group: 'purposes' | 'employments') => values.map((v) => t(`${group}.${v}`)).join(', ');
  const demoLabel = (isDemo: boolean) => (isDemo ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="lender-demo">{t('demo')}</span> : null);

  return (
    <>
      <nav aria-label={t('backToTeam')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{t('backToTeam')}</a>
      </nav>

      {error && (
        <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="lenders-upload-error">
          {t(`errors.${error}`, { maxMb: MAX_MB })}
        </p>
      )}
      {report && <ImportReport report={report} t={t} day={day} />}

      <section aria-labelledby="lenders-list" className="max-w-6xl">
        <h2 id="lenders-list" className="text-xl font-semibold">{t('lenders.title')}</h2>
        {lenders.some((l) => l.isDemo) && <p className="mt-1 max-w-3xl text-sm text-muted">{t('demoNote')}</p>}
        <DataTable
          id="lenders-table"
          caption={t('lenders.title')}
          captionHidden
          cards
          className="mt-3"
          rows={lenders}
          rowKey={(l) => l.id}
          rowData={(l) => ({ 'data-lender': l.name })}
          empty={t('lenders.none')}
          emptyTestId="lenders-none"
          columns={[
            {
              key: 'name',
              label: t('lenders.name'),
              rowHeader: true,
              cell: (l) => (
                <>
                  <a className="font-semibold text-brand-700 underline" href={`${pagePath}?lender=${l.id}#lender-sheets`}>{l.name}</a>
                  {demoLabel(l.isDemo)}
                </>
              ),
            },
            { key: 'kind', label: t('lenders.kind'), cell: (l) => t(`kinds.${l.kind}`) },
            { key: 'regions', label: t('lenders.regions'), cell: (l) => (l.regions.length ? l.regions.join(', ') : t('lenders.allGermany')) },
            { key: 'minLoan', label: t('lenders.minLoan'), numeric: true, className: 'whitespace-nowrap', cell: (l) => euro(l.minLoan) },
            { key: 'purposes', label: t('lenders.purposes'), cell: (l) => list(l.purposes, 'purposes') },
            { key: 'employments', label: t('lenders.employments'), cell: (l) => list(l.employments, 'employments') },
            { key: 'sheets', label: t('lenders.sheets'), numeric: true, cell: (l) => l.sheets },
            { key: 'newest', label: t('lenders.newest'), className: 'whitespace-nowrap', cell: (l) => (l.newestValidFrom ? day(l.newestValidFrom) : t('lenders.noSheet')) },
          ]}
        />
      </section>

      {selected === 'notFound' && <p role="alert" className="mt-8 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">{t('lender.notFound')}</p>}
      {selected && selected !== 'notFound' && <LenderSheets lender={selected.lender} sheets={selected.sheets} t={t} today={today} pagePath={pagePath} day={day} when={when} euro={euro} percent={percent} pp={pp} demoLabel={demoLabel} />}

      <section aria-labelledby="lenders-upload" className="mt-8 max-w-4xl rounded-xl border border-slate-200 p-4">
        <h2 id="lenders-upload" className="text-xl font-semibold">{t('upload.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('upload.intro')}</p>
        <p className="mt-1 text-sm text-muted">{t('upload.layout')}</p>
        {canImport ? (
          <form method="post" action={`/api/staff/lenders?locale=${locale}`} encType="multipart/form-data" className="mt-3 flex flex-col gap-3" data-testid="lenders-upload-form">
            <input type="hidden" name="locale" value={locale} />
            <TextField id="lenders-sheet-file" name="sheet" type="file" required accept=".csv,.json,text/csv,application/json" label={t('upload.file', { maxMb: MAX_MB })} />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('upload.submit')}</button>
          </form>
        ) : (
          <p className="mt-3" data-testid="lenders-admins-only">{t('upload.adminsOnly')}</p>
        )}
      </section>

      <section aria-labelledby="lenders-imports" className="mt-8 max-w-5xl">
        <h2 id="lenders-imports" className="text-xl font-semibold">{t('imports.title')}</h2>
        <DataTable
          id="lenders-imports"
          caption={t('imports.title')}
          captionHidden
          cards
          className="mt-3"
          rows={imports}
          rowKey={(r) => r.id}
          empty={t('imports.none')}
          columns={[
            { key: 'at', label: t('imports.at'), rowHeader: true, className: 'whitespace-nowrap', cell: (r) => when(r.at) },
            { key: 'file', label: t('imports.file'), className: 'break-all', cell: (r) => r.fileName },
            { key: 'by', label: t('imports.by'), cell: (r) => r.by ?? t('imports.noStaff') },
            {
              key: 'outcome',
              label: t('imports.outcome'),
              cell: (r) => (
                <>
                  {r.status === 'imported' ? t('imports.importedShort', { sheets: r.sheetsAdded }) : t('imports.refusedShort', { count: r.refusals.length })}{' '}
                  <a className="underline" href={`${pagePath}?import=${r.id}#import-report`}>{t('imports.show')}</a>
                </>
              ),
            },
          ]}
        />
      </section>
    </>
  );
}

function LenderSheets(props: {
  lender: Lender;
  sheets: StoredConditionSheet[];
  t: SheetsT;
  today: string;
  pagePath: string;
  day: (iso: string) => string;
  when: (at: Date) => string;
  euro: (n: number) => string;
  percent: (fraction: number, digits?: number) => string;
  pp: (fraction: number) => string;
  demoLabel: (isDemo: boolean) => ReactNode;
}) {
  const { lender, sheets, t, today, pagePath, day, when, demoLabel } = props;
  const inForce = sheets.find((s) => s.validFrom <= today)?.id ?? null;
  const newest = sheets[0] ?? null;
  return (
    <section aria-labelledby="lender-sheets" className="mt-8 max-w-6xl" data-testid="lender-sheets">
      <h2 id="lender-sheets" className="text-xl font-semibold">
        {t('lender.sheetsTitle', { name: lender.name })}
        {demoLabel(lender.isDemo)}
      </h2>
      <p className="mt-1 text-sm"><a className="underline" href={pagePath}>{t('lender.back')}</a></p>
      <DataTable
        id="lender-sheet-list"
        caption={t('lender.sheetsTitle', { name: lender.name })}
        captionHidden
        cards
        className="mt-3"
        rows={sheets}
        rowKey={(s) => s.id}
        rowData={(s) => ({ 'data-valid-from': s.validFrom })}
        empty={t('lender.none')}
        columns={[
          { key: 'validFrom', label: t('lender.validFrom'), rowHeader: true, className: 'whitespace-nowrap', cell: (s) => day(s.validFrom) },
          { key: 'state', label: t('lender.state'), cell: (s) => (s.id === inForce ? t('lender.inForce') : s.validFrom > today ? t('lender.future') : t('lender.replaced')) },
          { key: 'cells', label: t('lender.cells'), numeric: true, cell: (s) => s.cells },
          { key: 'imported', label: t('lender.imported'), cell: (s) => (s.importedBy ? t('lender.importedLine', { date: when(s.importedAt), who: s.importedBy }) : t('lender.bySeed', { date: when(s.importedAt) })) },
          { key: 'source', label: t('lender.source'), className: 'min-w-64', cell: (s) => s.source },
        ]}
      />
      {newest && (newest.sheet ? <RateGrid sheet={newest.sheet} {...props} /> : <p role="alert" className="mt-4 text-red-800">{t('lender.unreadable')}</p>)}
    </section>
  );
}

interface Band {
  loanMin: number;
  loanMax: number | null;
}

function RateGrid({ sheet, t, day, euro, percent, pp }: { sheet: ConditionSheet; t: SheetsT; day: (iso: string) => string; euro: (n: number) => string; percent: (fraction: number, digits?: number) => string; pp: (fraction: number) => string }) {
  const bands: Band[] = [];
  for (const c of sheet.rates) if (!bands.some((b) => b.loanMin === c.loanMin && b.loanMax === c.loanMax)) bands.push({ loanMin: c.loanMin, loanMax: c.loanMax });
  bands.sort((a, b) => a.loanMin - b.loanMin || (a.loanMax ?? Infinity) - (b.loanMax ?? Infinity));
  const fixations = [...new Set(sheet.rates.map((c) => c.fixationYears))].sort((a, b) => a - b);
  const ltvs = [...new Set(sheet.rates.map((c) => c.ltvMax))].sort((a, b) => a - b);
  const s = sheet.surcharges;
  const surcharges = [
    ...(s.smallLoan ? [t('grid.smallLoan', { below: euro(s.smallLoan.below), add: pp(s.smallLoan.add) })] : []),
    ...(s.forward ? [t('grid.forward', { perMonth: pp(s.forward.perMonth), freeMonths: s.forward.freeMonths, maxMonths: s.forward.maxMonths })] : []),
    ...s.specialRepayment.map((o) => t('grid.specialRepayment', { percent: percent(o.percent / 100, 0), add: pp(o.add) })),
    ...Object.entries(s.energyClass).map(([energyClass, add]) => t('grid.energyClass', { energyClass, add: pp(add ?? 0) })),
  ];
  return (
    <div className="mt-6" data-testid="lender-rate-grid">
      <h3 className="text-lg font-semibold">{t('grid.title', { date: day(sheet.validFrom) })}</h3>
      {bands.map((band) => {
        const label = band.loanMax === null ? t('grid.bandOpen', { min: euro(band.loanMin) }) : t('grid.band', { min: euro(band.loanMin), max: euro(band.loanMax) });
        const cell = (f: number, ltv: number): RateCell | undefined => sheet.rates.find((c) => c.fixationYears === f && c.ltvMax === ltv && c.loanMin === band.loanMin && c.loanMax === band.loanMax);
        return (
          <DataTable
            key={`${band.loanMin}-${band.loanMax}`}
            id={`lender-grid-${band.loanMin}`}
            caption={t('grid.caption', { band: label })}
            className="mt-3"
            rows={fixations}
            rowKey={(f) => f}
            rowData={(f) => ({ 'data-fixation': String(f) })}
            columns={[
              { key: 'fixation', label: t('grid.fixation'), rowHeader: true, className: 'whitespace-nowrap', cell: (f) => t('grid.years', { years: f }) },
              ...ltvs.map((ltv) => ({
                key: `ltv-${ltv}`,
                label: t('grid.ltv', { ltv: percent(ltv, 0) }),
                numeric: true,
                cellData: () => ({ 'data-ltv': String(ltv) }),
                cell: (f: number) => {
                  const c = cell(f, ltv);
                  return c ? percent(c.nominalRate) : t('grid.noCell');
                },
              })),
            ]}
          />
        );
      })}
      <h3 className="mt-6 text-lg font-semibold">{t('grid.terms')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="lender-terms">
        <li>{t('grid.specialRepaymentFree', { share: percent(sheet.specialRepaymentFree, 0) })}</li>
        <li>
          {t('grid.fees')}: {sheet.fees.length ? sheet.fees.map((f) => `${f.name} ${euro(f.amount)}`).join('; ') : t('grid.noFees')}
        </li>
        <li>
          {t('grid.surcharges')}: {surcharges.length ? surcharges.join('; ') : t('grid.noSurcharges')}
        </li>
      </ul>
    </div>
  );
}

/** Every value a refusal's text may name, so that a text never misses one (the stored params fill in what they have). */
function refusalValues(params: Record<string, string | number>): Record<string, string | number> {
  const base: Record<string, string | number> = { field: '', value: '', min: '', max: '', allowed: '', lender: '', validFrom: '', first: '', fixation: '', ltv: '', other: '', line: '', count: '', columns: '', detail: '', maxMb: MAX_MB };
  return { ...base, ...params };
}

function whereText(where: string, t: SheetsT): string {
  if (where === '') return t('report.where.file');
  if (/^\d+$/.test(where)) return t('report.where.line', { line: Number(where) });
  return where;
}

function ImportReport({ report, t, day }: { report: SheetImportRun; t: SheetsT; day: (iso: string) => string }) {
  const imported = report.status === 'imported';
  return (
    <section
      id="import-report"
      aria-labelledby="import-report-title"
      role={imported ? 'status' : 'alert'}
      className={`mb-6 max-w-4xl rounded-lg border p-3 ${imported ? 'border-emerald-600 bg-emerald-50' : 'border-red-300 bg-red-50 text-red-900'}`}
      data-testid="lenders-import-report"
      data-status={report.status}
    >
      <h2 id="import-report-title" className="font-semibold">{t('report.title', { file: report.fileName })}</h2>
      <p>
        {imported
          ? t('report.imported', { sheets: report.sheetsAdded, cells: report.cellsAdded, added: report.lendersAdded, updated: report.lendersUpdated })
          : t('report.refused', { count: report.refusals.filter((r) => r.code !== 'more').length + Number(report.refusals.find((r) => r.code === 'more')?.params.count ?? 0) })}
      </p>
      {report.refusals.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="lenders-refusals">
          {report.refusals.map((r, i) => {
            const code = SHEET_REFUSAL_CODES.find((c): c is SheetRefusalCode => c === r.code);
            const values = refusalValues(r.params);
            if (typeof values.validFrom === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(values.validFrom)) values.validFrom = day(values.validFrom);
            return (
              <li key={i} data-code={r.code}>
                <span className="font-medium">{whereText(r.where, t)}</span>: {code ? t(`report.refusals.${code}`, values) : r.code}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

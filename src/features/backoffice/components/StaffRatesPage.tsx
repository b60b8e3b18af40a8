import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckboxField, PRIMARY_BUTTON_CLASS, TextAreaField, TextField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import { FIXATION_YEARS } from '@/engine/rates/model';
import { lastFetchRun, LTV_ROWS, listSpreadSets, MAX_LTV_ADD, MAX_MINIMUM_RATE, MAX_SIZE_ADD, MAX_SPREAD, newestCurveDate, recentImportRuns, SIZE_ROWS, type ImportRun } from '@/features/rates/server';
import { failedText, RatesFetchNotice, type RatesT } from './RatesFetchNotice';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { readFormState } from '@/lib/forms/form-state';
import { SPREAD_DRAFT, SPREAD_ERROR_FIELDS } from '../drafts';

type Query = Record<string, string | undefined>;
type SpreadSetRow = Awaited<ReturnType<typeof listSpreadSets>>[number];
const CODES = ['required', 'number', 'min', 'max', 'order', 'date', 'calibrationAfterValidFrom', 'notNewest', 'past', 'exists'] as const;
const REFUSALS = ['incomplete', 'notNumber', 'tau', 'zeroRateRange', 'jump'] as const;

/**
 * The rate model for admins (issue 28): the dated spread sets (a new one is added from today on, never an edit of
 * history; the same checks as `npm run rates:spreads`), and the report of the Bundesbank curve imports (daily fetch,
 * command line, seed) with every refused day and why, headed by a warning when the last daily fetch failed. Plain
 * forms posting to /api/staff/rates.
 */
export async function StaffRatesPage({ locale, query, today }: { locale: Locale; query: Query; today: string }) {
  const [t, tl, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.rates' }), getTranslations({ locale, namespace: 'staff.leads' }), getFormatter({ locale })]);
  const db = await getDb();
  const [sets, runs, curveDate, lastFetch] = await Promise.all([listSpreadSets(db), recentImportRuns(db, 20), newestCurveDate(db), lastFetchRun(db)]);
  const newest = sets.at(-1) ?? null;
  // A refused set comes back the form kit's way (ADR 025): the fields' codes in the address, what was typed in the draft cookie.
  const state = readFormState({ errors: query.errors }, (await cookies()).get(SPREAD_DRAFT.name)?.value, { cookie: SPREAD_DRAFT, errorFields: SPREAD_ERROR_FIELDS, codes: CODES });
  const refused = Object.keys(state.errors).length > 0;
  const draft = refused ? state.draft : null;
  const pp = (fraction: number) => format.number(fraction * 100, { maximumFractionDigits: 4 });
  // Plain figures (seconds, characters) of a failed fetch: not fractions, so not through pp.
  const num = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const day = (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const errorOf = (field: string) => {
    const code = state.errors[field] as (typeof CODES)[number] | undefined;
    return code ? t(`errors.${code}`, { max: pp(field.startsWith('spread') ? MAX_SPREAD : field.startsWith('ltvAdd') ? MAX_LTV_ADD : field.startsWith('sizeAdd') ? MAX_SIZE_ADD : MAX_MINIMUM_RATE) }) : undefined;
  };
  // The form starts from the newest set (or what was entered, when it came back refused).
  const value = (field: string, current: string) => (draft ? (draft[field] ?? '') : current);
  const steps = newest?.ltvSteps ?? [];
  const sizes = newest?.sizeSurcharges ?? [];
  const when = (at: Date) => format.dateTime(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <>
      <nav aria-label={tl('nav.team')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{tl('nav.team')}</a>
        <a className="underline" href={localizedPath('mortgage-rates', locale)}>{t('publicRates')}</a>
      </nav>
      <RatesFetchNotice run={lastFetch} t={t} when={lastFetch ? when(lastFetch.at) : ''} curveDay={curveDate ? day(curveDate) : null} num={num} />
      {query.done === 'added' && query.validFrom && (
        <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="rates-done">{t('done', { date: day(query.validFrom) })}</p>
      )}
      {refused && <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="rates-error">{t('errors.INVALID_INPUT')}</p>}

      <section aria-labelledby="rates-sets" className="max-w-5xl">
        <h2 id="rates-sets" className="text-xl font-semibold">{t('sets.title')}</h2>
        <p className="mt-1 text-muted">{t('sets.intro')}</p>
        <DataTable
          id="rates-sets"
          caption={t('sets.title')}
          captionHidden
          className="mt-3"
          rows={[...sets].reverse()}
          rowKey={(s) => s.id}
          rowData={(s) => ({ 'data-valid-from': s.validFrom })}
          columns={[
            {
              key: 'validFrom',
              label: t('sets.validFrom'),
              rowHeader: true,
              className: 'whitespace-nowrap',
              cell: (s) => (
                <>
                  {day(s.validFrom)}
                  {s.validFrom > today && <span className="ml-1 text-muted">({t('sets.future')})</span>}
                </>
              ),
            },
            ...FIXATION_YEARS.map((f) => ({ key: `fixation-${f}`, label: t('sets.fixation', { years: f }), numeric: true, cell: (s: SpreadSetRow) => pp(s.spreadByFixation[String(f)] ?? 0) })),
            { key: 'minimum', label: t('sets.minimum'), numeric: true, cell: (s) => `${pp(s.minimumRate)} %` },
            { key: 'by', label: t('sets.by'), className: 'min-w-64', cell: (s) => t('sets.byLine', { who: s.createdBy, date: format.dateTime(s.createdAt, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }), curve: day(s.calibrationCurveDate) }) },
          ]}
        />
      </section>

      <section aria-labelledby="rates-new" className="mt-8 max-w-5xl rounded-xl border border-slate-200 p-4">
        <h2 id="rates-new" className="text-xl font-semibold">{t('form.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('form.intro')}</p>
        <form method="post" action="/api/staff/rates" className="mt-3 flex flex-col gap-4" data-testid="rates-form">
          <input type="hidden" name="locale" value={locale} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="rates-validFrom" name="validFrom" type="date" label={t('form.validFrom')} hint={t('form.validFromHint')} required min={today} defaultValue={value('validFrom', today)} error={errorOf('validFrom')} />
            <TextField id="rates-calibrationCurveDate" name="calibrationCurveDate" type="date" label={t('form.calibration')} hint={curveDate ? t('form.calibrationHint', { date: day(curveDate) }) : undefined} required defaultValue={value('calibrationCurveDate', curveDate ?? '')} error={errorOf('calibrationCurveDate')} />
          </div>
          <fieldset>
            <legend className="font-medium">{t('form.spreads')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {FIXATION_YEARS.map((f) => (
                <TextField key={f} id={`rates-spread_${f}`} name={`spread_${f}`} label={t('form.fixation', { years: f })} inputMode="decimal" required maxLength={10} defaultValue={value(`spread_${f}`, newest ? pp(newest.spreadByFixation[String(f)] ?? 0) : '')} error={errorOf(`spread_${f}`)} />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-medium">{t('form.ltvSteps')}</legend>
            <p className="text-sm text-muted">{t('form.ltvHint')}</p>
            <div className="mt-2 space-y-2">
              {Array.from({ length: LTV_ROWS }, (_, i) => {
                const step = steps[i];
                return (
                  <div key={i} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3">
                    <TextField id={`rates-ltvMax_${i}`} name={`ltvMax_${i}`} label={t('form.ltvMax', { n: i + 1 })} inputMode="decimal" maxLength={10} defaultValue={value(`ltvMax_${i}`, step && step.maxLtv !== null ? pp(step.maxLtv) : '')} error={errorOf(`ltvMax_${i}`)} />
                    <TextField id={`rates-ltvAdd_${i}`} name={`ltvAdd_${i}`} label={t('form.ltvAdd', { n: i + 1 })} inputMode="decimal" maxLength={10} defaultValue={value(`ltvAdd_${i}`, step ? pp(step.add) : '')} error={errorOf(`ltvAdd_${i}`)} />
                    <CheckboxField id={`rates-ltvUnverified_${i}`} name={`ltvUnverified_${i}`} value="1" label={t('form.unverified')} defaultChecked={draft ? draft[`ltvUnverified_${i}`] === '1' : (step?.unverified ?? false)} />
                  </div>
                );
              })}
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-medium">{t('form.sizeSurcharges')}</legend>
            <div className="mt-2 space-y-2">
              {Array.from({ length: SIZE_ROWS }, (_, i) => {
                const size = sizes[i];
                return (
                  <div key={i} className="grid grid-cols-2 gap-3">
                    <TextField id={`rates-sizeBelow_${i}`} name={`sizeBelow_${i}`} label={t('form.sizeBelow', { n: i + 1 })} inputMode="numeric" maxLength={12} defaultValue={value(`sizeBelow_${i}`, size ? String(size.below) : '')} error={errorOf(`sizeBelow_${i}`)} />
                    <TextField id={`rates-sizeAdd_${i}`} name={`sizeAdd_${i}`} label={t('form.sizeAdd', { n: i + 1 })} inputMode="decimal" maxLength={10} defaultValue={value(`sizeAdd_${i}`, size ? pp(size.add) : '')} error={errorOf(`sizeAdd_${i}`)} />
                  </div>
                );
              })}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField id="rates-minimumRate" name="minimumRate" label={t('form.minimum')} inputMode="decimal" required maxLength={10} defaultValue={value('minimumRate', newest ? pp(newest.minimumRate) : '')} error={errorOf('minimumRate')} />
            <TextAreaField id="rates-sources" name="sources" label={t('form.sources')} hint={t('form.sourcesHint')} required rows={4} maxLength={3000} defaultValue={value('sources', newest ? newest.sources.join('\n') : '')} error={errorOf('sources')} />
          </div>
          {(errorOf('ltvSteps') || errorOf('sizeSurcharges')) && (
            <p role="alert" className="text-sm text-red-800">{errorOf('ltvSteps') ?? errorOf('sizeSurcharges')}</p>
          )}
          <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('form.submit')}</button>
        </form>
      </section>

      <section aria-labelledby="rates-imports" className="mt-8 max-w-5xl">
        <h2 id="rates-imports" className="text-xl font-semibold">{t('imports.title')}</h2>
        <p className="mt-1 text-muted">{curveDate ? t('imports.newest', { date: day(curveDate) }) : t('imports.noCurves')}</p>
        {runs.length === 0 ? (
          <p className="mt-2">{t('imports.none')}</p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="rates-imports">
            {runs.map((run) => <ImportRunItem key={run.id} run={run} t={t} when={when(run.at)} day={day} pp={pp} num={num} />)}
          </ol>
        )}
      </section>
    </>
  );
}

function ImportRunItem({ run, t, when, day, pp, num }: { run: ImportRun; t: RatesT; when: string; day: (iso: string) => string; pp: (n: number) => string; num: (n: number) => string }) {
  const trigger = (['fetch', 'command', 'seed'] as const).find((x) => x === run.trigger);
  return (
    <li className="rounded-lg border border-slate-200 p-3" data-status={run.status}>
      <p className="font-medium">
        {when} · {trigger ? t(`imports.triggers.${trigger}`) : run.trigger}
      </p>
      {run.status === 'failed' ? (
        <p className="text-red-800">{failedText(run, t, num)}</p>
      ) : (
        <p>{t('imports.counts', { read: run.read, added: run.added, present: run.alreadyPresent, refused: run.refused.length })}</p>
      )}
      <p className="text-sm break-all text-muted">{run.origin}</p>
      {run.refused.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {run.refused.map((r) => {
            const code = REFUSALS.find((c) => c === r.code);
            const p = r.params ?? {};
            const n = (key: string) => (typeof p[key] === 'number' ? pp(p[key]) : String(p[key] ?? ''));
            return (
              <li key={r.date}>
                {day(r.date)}:{' '}
                {code === 'jump'
                  ? t('imports.refusals.jump', { move: n('move'), years: String(p.years ?? ''), from: typeof p.from === 'string' ? day(p.from) : '', limit: n('limit'), wait: String(p.wait ?? 'none') })
                  : code === 'zeroRateRange'
                    ? t('imports.refusals.zeroRateRange', { years: String(p.years ?? ''), rate: n('rate'), min: n('min'), max: n('max') })
                    : code === 'incomplete'
                      ? t('imports.refusals.incomplete', { missing: String(p.missing ?? '') })
                      : code
                        ? t(`imports.refusals.${code}`)
                        : r.reason}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

import type { getTranslations } from 'next-intl/server';
import type { ImportRun } from '@/features/rates/server';

export type RatesT = Awaited<ReturnType<typeof getTranslations<'staff.rates'>>>;

/**
 * A failed fetch in the admin's language from its code and figures (plain numbers: seconds, characters, formatted by
 * `num`); a failure without a known code says so.
 */
export function failedText(run: ImportRun, t: RatesT, num: (n: number) => string): string {
  const p = run.errorParams ?? {};
  switch (run.errorCode) {
    case 'http':
      return t('imports.failures.http', { status: String(p.status ?? '') });
    case 'notCsv':
      return t('imports.failures.notCsv', { type: String(p.type ?? '') });
    case 'tooLarge':
      return t('imports.failures.tooLarge', { characters: typeof p.characters === 'number' ? num(p.characters) : '' });
    case 'timeout':
      return t('imports.failures.timeout', { seconds: typeof p.seconds === 'number' ? num(p.seconds) : '' });
    case 'unreachable':
      return t('imports.failures.unreachable');
    default:
      return t('imports.failures.other');
  }
}

export interface RatesFetchNoticeProps {
  /** The newest run of the daily fetch (features/rates lastFetchRun), or null. */
  run: ImportRun | null;
  t: RatesT;
  /** The run's time, formatted for the admin. */
  when: string;
  /** The newest stored curve's day, formatted, or null without any curve. */
  curveDay: string | null;
  /** Formats a plain number in the admin's locale. */
  num: (n: number) => string;
}

/**
 * The warning at the top of the rate model page when the last daily fetch failed (known debt 2): when, why (in the
 * admin's language, with the logged English detail), and which curve the rates pages use meanwhile. Nothing when the
 * fetch never ran or its last run imported.
 */
export function RatesFetchNotice({ run, t, when, curveDay, num }: RatesFetchNoticeProps) {
  if (!run || run.status !== 'failed') return null;
  return (
    <section role="alert" aria-labelledby="rates-fetch-failed" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="rates-fetch-failed">
      <h2 id="rates-fetch-failed" className="font-semibold">{t('imports.lastFetchFailed.title', { when })}</h2>
      <p className="mt-1">{failedText(run, t, num)}</p>
      {run.error && <p className="mt-1 text-sm break-all">{t('imports.lastFetchFailed.detail', { error: run.error })}</p>}
      <p className="mt-1">{curveDay ? t('imports.lastFetchFailed.curve', { date: curveDay }) : t('imports.lastFetchFailed.noCurve')}</p>
    </section>
  );
}

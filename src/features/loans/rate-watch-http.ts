import 'server-only';
/**
 * The rate watch's HTTP side (issue 51 part 3): `POST /api/loans/rate-watch` (the loan page's small form: set or delete
 * a watch; a plain form, answered with a redirect to the loan page with a notice) and `POST
 * /api/loans/rate-watch/unsubscribe` (the e-mail's one-click link, RFC 8058, and the unsubscribe page's button).
 */
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import { isLocale, type Locale } from '@/i18n/routes';
import { LOAN_LIMITS, parseAmount } from './loan-form';
import { WATCH_FIXATION_YEARS } from './alerts-figures';
import { WATCH_THRESHOLD_LIMITS } from './rate-watch-crossing';
import { deleteRateWatch, setRateWatch, unsubscribeRateWatch } from './rate-watch';

/** Codes the loan page translates (`loans.rateWatch.errors`). */
export const RATE_WATCH_ERRORS = ['NOT_FOUND', 'TOO_MANY_WATCHES', 'NO_PROPERTY_VALUE', 'INVALID_PROPERTY_VALUE', 'INVALID_FIXATION', 'INVALID_INPUT'] as const;
export type RateWatchError = (typeof RATE_WATCH_ERRORS)[number];
export const RATE_WATCH_NOTICES = ['saved', 'savedBelow', 'deleted'] as const;
export type RateWatchNotice = (typeof RATE_WATCH_NOTICES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "3,5" or "3.5" (percent) → 0.035; null when it is no number within WATCH_THRESHOLD_LIMITS or has more than two decimals. */
export function parseThresholdPercent(text: string): number | null {
  const plain = text.trim().replace(/\s|%/g, '').replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(plain)) return null;
  const percent = Number(plain);
  if (percent < WATCH_THRESHOLD_LIMITS.minPercent || percent > WATCH_THRESHOLD_LIMITS.maxPercent) return null;
  return Math.round(percent * 100) / 10_000;
}

const formSchema = z.object({
  action: z.enum(['set', 'delete']),
  loan: z.string().regex(UUID).optional(),
  watch: z.string().regex(UUID).optional(),
  fixation: z.string().max(3).optional(),
  threshold: z.string().max(20).optional(),
  propertyValue: z.string().max(20).optional(),
});

/** The loan page with a notice or an error, at the loan's rate watch section. */
function back(locale: Locale, query: Record<string, string>, loanId?: string): NextResponse {
  const path = `${localizedPath('account-my-loan', locale)}?${new URLSearchParams(query)}${loanId ? `#rate-watch-${loanId}` : ''}`;
  return NextResponse.redirect(new URL(path, env.PUBLIC_BASE_URL), 303);
}

/** `POST /api/loans/rate-watch` for a logged-in lead (the route answers the login first otherwise). */
export async function rateWatchRequest(db: Database, { form, locale, leadId, now }: { form: FormData; locale: Locale; leadId: string; now: Date }): Promise<Response> {
  const parsed = formSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string' && v !== '')));
  if (!parsed.success) return back(locale, { rateWatchError: 'INVALID_INPUT' });
  const { action, loan, watch, fixation, threshold, propertyValue } = parsed.data;
  if (action === 'delete') {
    if (!watch || !(await deleteRateWatch(db, leadId, watch))) return back(locale, { rateWatchError: 'NOT_FOUND' }, loan);
    return back(locale, { rateWatch: 'deleted' }, loan);
  }
  if (!loan) return back(locale, { rateWatchError: 'NOT_FOUND' });
  const years = Number(fixation);
  if (!(WATCH_FIXATION_YEARS as readonly number[]).includes(years)) return back(locale, { rateWatchError: 'INVALID_FIXATION' }, loan);
  const rate = threshold === undefined ? null : parseThresholdPercent(threshold);
  if (rate === null) return back(locale, { rateWatchError: 'INVALID_INPUT' }, loan);
  // The property's value as the loan form reads and bounds it (euros, cents allowed).
  const value = propertyValue === undefined ? null : parseAmount(propertyValue);
  if (propertyValue !== undefined && (value === null || value < LOAN_LIMITS.minValue || value > LOAN_LIMITS.maxValue)) return back(locale, { rateWatchError: 'INVALID_PROPERTY_VALUE' }, loan);
  const outcome = await setRateWatch(db, leadId, { loanId: loan, fixationYears: years, threshold: rate, propertyValue: value }, now);
  if (!outcome.ok) return back(locale, { rateWatchError: outcome.code }, loan);
  return back(locale, { rateWatch: outcome.belowNow ? 'savedBelow' : 'saved' }, loan);
}

/**
 * The unsubscribe, without login: the single-purpose token switches that watch's e-mails off at once. Two callers: the
 * mail program's one-click request (RFC 8058: POST `List-Unsubscribe=One-Click`, no Origin to check: the token is the
 * authority and can do nothing else), answered in plain text, and the unsubscribe page's form (token, locale), sent back
 * to the page.
 */
export async function rateWatchUnsubscribeRequest(db: Database, { token, locale, now }: { token: string | null; locale: string | null; now: Date }): Promise<Response> {
  const watch = await unsubscribeRateWatch(db, token, now);
  if (locale && isLocale(locale)) {
    return Response.redirect(new URL(`${localizedPath('rate-watch-unsubscribe', locale)}?${new URLSearchParams({ token: token ?? '' })}`, env.PUBLIC_BASE_URL), 303);
  }
  return new Response(watch ? 'Unsubscribed.\n' : 'Unknown or invalid link.\n', { status: watch ? 200 : 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BOOKING } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import type { Database } from '@/db/client';
import type { LeadRow } from '@/features/leads/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { AppError } from '@/lib/app-error';
import { instantOf } from '../availability';
import { HOME_BUYING_STATUSES, slotToConfirm, type Alternative } from '../booking';
import type { BookingDraft } from '../cookies';
import { formatWhen } from '../emails';
import { confirmQuery, trackingOf, type BookingQuery } from '../query';
import { zoneOf } from './SlotPicker';

const FIELDS = ['givenName', 'surname', 'email', 'phone', 'homeBuyingStatus'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_CODES = ['required', 'invalidEmail', 'invalidName', 'invalidPhone', 'unknownStatus'] as const;
const FORM_ERRORS = ['SLOT_NOT_OFFERED', 'failed', 'RATE_LIMITED'] as const;

/** `errors=email:invalidEmail,phone:required` → known fields and codes only. */
export function parseFieldErrors(value: string | null | undefined): Partial<Record<Field, (typeof FIELD_CODES)[number]>> {
  const out: Partial<Record<Field, (typeof FIELD_CODES)[number]>> = {};
  for (const part of (value ?? '').split(',')) {
    const [field, code] = part.split(':');
    if ((FIELDS as readonly string[]).includes(field ?? '') && (FIELD_CODES as readonly string[]).includes(code ?? '')) out[field as Field] = code as (typeof FIELD_CODES)[number];
  }
  return out;
}

const input = 'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5 text-base aria-invalid:border-red-700';
const primary = 'rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700';

export interface ConfirmProps {
  db: Database;
  locale: Locale;
  contactType: ContactType;
  query: BookingQuery;
  /** `errors` and `error` of the query (set by the form's POST when it sends the visitor back). */
  errors: string | null;
  error: string | null;
  /** What to prefill: the draft of a POST that came back, else what the site knows of the lead. */
  draft: BookingDraft | null;
  lead: { loggedIn: LeadRow | null; known: LeadRow | null };
  now: Date;
}

/**
 * The confirm page's body (issue 10): the chosen slot (checked again: taken → the next free slots; not offered
 * → why, and the way back to the calendar) and the contact form (plain POST to /api/appointments/book).
 */
export async function ConfirmBooking(p: ConfirmProps) {
  const t = await getTranslations({ locale: p.locale, namespace: 'booking' });
  const types = await getTranslations({ locale: p.locale, namespace: 'contactTypes' });
  const zone = zoneOf(p.query);
  const slotPath = localizedPath('appointment-slug', p.locale, { contactType: p.contactType });
  const confirmPath = localizedPath('appointment-confirm', p.locale, { contactType: p.contactType });
  const carried = trackingOf({ ...p.query, tz: zone === BOOKING.zone ? null : zone });
  const calendarLink = (extra: BookingQuery = {}) => {
    const q = confirmQuery({ ...carried, ...extra }).toString();
    return q ? `${slotPath}?${q}` : slotPath;
  };
  const card = (children: ReactNode, testId: string) => (
    <section className="max-w-2xl rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid={testId}>
      {children}
    </section>
  );

  if (!p.query.date || !p.query.time) {
    return card(
      <>
        <p>{t('confirm.missingSlot')}</p>
        <a href={calendarLink()} className={`${primary} mt-4 inline-block`}>{t('confirm.pickTime')}</a>
      </>,
      'confirm-no-slot',
    );
  }

  let slot: Awaited<ReturnType<typeof slotToConfirm>>;
  try {
    slot = await slotToConfirm(p.db, { contactType: p.contactType, date: p.query.date, time: Number(p.query.time), userTimeZone: zone, advisor: p.query.advisor ?? null, locale: p.locale, now: p.now });
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const alternatives = (e.code === 'SLOT_TAKEN' ? ((e.params.alternatives as Alternative[] | undefined) ?? []) : []).flatMap((a) => {
      const at = instantOf(a.value, zone);
      return at ? [{ ...a, at }] : [];
    });
    return card(
      <>
        <p role="alert" className="font-medium text-red-800" data-testid="confirm-slot-error">
          {e.code === 'SLOT_TAKEN' ? t(alternatives.length ? 'confirm.errors.SLOT_TAKEN' : 'confirm.errors.noAlternatives') : t('confirm.errors.SLOT_NOT_OFFERED')}
        </p>
        {alternatives.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="alternatives">
            {alternatives.map((a) => (
              <li key={`${a.value.date}|${a.value.hour}`}>
                <a className="block rounded-lg border border-brand-600 px-3 py-2 font-medium text-brand-700" href={`${confirmPath}?${confirmQuery({ ...carried, date: a.value.date, time: String(a.value.hour) })}`}>
                  {formatWhen(a.at, zone, p.locale)}
                </a>
              </li>
            ))}
          </ul>
        )}
        <a href={calendarLink({ date: p.query.date })} className="mt-4 inline-block font-semibold text-brand-700 underline">{t('confirm.change')}</a>
      </>,
      'confirm-slot-unavailable',
    );
  }

  const fieldErrors = parseFieldErrors(p.errors);
  const formError = FORM_ERRORS.find((e) => e === p.error);
  const known = p.lead.loggedIn;
  const prefill: Record<Field, string> = p.draft ?? {
    givenName: known?.givenName ?? p.lead.known?.givenName ?? '',
    surname: known?.surname ?? '',
    email: known?.email ?? '',
    phone: known?.phone ?? '',
    homeBuyingStatus: known?.homeBuyingStatus ?? '',
  };
  const phoneRequired = p.contactType === 'phone';
  const errorEntries = Object.entries(fieldErrors) as [Field, string][];
  const label = (f: Field) => t(`confirm.${f}`);
  const describedBy = (f: Field, hint: boolean) => [hint ? `bk-${f}-hint` : null, fieldErrors[f] ? `bk-${f}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (f: Field) =>
    fieldErrors[f] ? (
      <p id={`bk-${f}-error`} className="mt-1 font-medium text-red-700" data-testid={`error-${f}`}>
        {t(`confirm.fieldErrors.${fieldErrors[f]!}`)}
      </p>
    ) : null;
  const text = (f: Field, attrs: Record<string, string | boolean>, hint?: string) => (
    <div className="mt-5">
      <label htmlFor={`bk-${f}`} className="font-medium">{label(f)}</label>
      {hint && <p id={`bk-${f}-hint`} className="text-sm text-muted">{hint}</p>}
      {fieldError(f)}
      <input id={`bk-${f}`} name={f} defaultValue={prefill[f]} aria-describedby={describedBy(f, Boolean(hint))} aria-invalid={fieldErrors[f] ? true : undefined} className={input} {...attrs} />
    </div>
  );
  const hidden: [string, string][] = [
    ['locale', p.locale],
    ['contactVia', p.contactType],
    ['date', p.query.date],
    ['time', String(Number(p.query.time))],
    ['userTimeZone', zone],
    ['idempotencyKey', randomUUID()],
    ...confirmQuery({ ...carried, tz: null, date: null, time: null }),
  ];

  return (
    <div className="grid max-w-5xl gap-6 lg:grid-cols-[1fr_20rem]">
      <aside aria-labelledby="bk-slot-title" className="h-fit rounded-2xl bg-brand-50 p-5 lg:order-2" data-testid="confirm-slot">
        <h2 id="bk-slot-title" className="text-lg font-semibold text-ink">{t('confirm.chosen')}</h2>
        <p className="mt-2 font-semibold">{types(`${p.contactType}.name`)}</p>
        <p className="mt-1" data-testid="confirm-when">{formatWhen(slot.start, zone, p.locale)}</p>
        <p className="mt-1 text-sm text-muted">{t('duration', { minutes: BOOKING.minutes[p.contactType] })}</p>
        {p.query.topic === 'refinance' && <p className="mt-1 text-sm">{t('topicRefinance')}</p>}
        {p.query.report && <p className="mt-1 text-sm" data-testid="confirm-report">{t('reportAttached')}</p>}
        <a href={calendarLink({ date: p.query.date, time: String(Number(p.query.time)) })} className="mt-3 inline-block font-semibold text-brand-700 underline">{t('confirm.change')}</a>
      </aside>
      <section aria-labelledby="bk-form-title" className="rounded-2xl border border-slate-200 p-5 sm:p-6 lg:order-1" data-testid="confirm-form">
        <h2 id="bk-form-title" className="text-2xl font-semibold text-ink">{t('confirm.heading')}</h2>
        {(formError || errorEntries.length > 0) && (
          <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="confirm-errors">
            {formError && <p className="font-medium">{t(`confirm.errors.${formError}`)}</p>}
            {errorEntries.length > 0 && (
              <>
                <p className="font-medium">{t('confirm.errorSummary', { count: errorEntries.length })}</p>
                <ul className="mt-1 list-disc pl-5">
                  {errorEntries.map(([f, code]) => (
                    <li key={f}>
                      <a href={`#bk-${f}`} className="underline">{label(f)}</a>: {t(`confirm.fieldErrors.${code as (typeof FIELD_CODES)[number]}`)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
        <form method="post" action="/api/appointments/book" noValidate>
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="grid gap-x-4 sm:grid-cols-2">
            {text('givenName', { autoComplete: 'given-name', maxLength: '100', required: true })}
            {text('surname', { autoComplete: 'family-name', maxLength: '100', required: true })}
          </div>
          {text('email', { type: 'email', autoComplete: 'email', maxLength: '254', required: true }, t('confirm.emailHint'))}
          {text('phone', { type: 'tel', autoComplete: 'tel', maxLength: '30', required: phoneRequired }, t(phoneRequired ? 'confirm.phoneHintCall' : 'confirm.phoneHintOptional'))}
          <div className="mt-5">
            <label htmlFor="bk-homeBuyingStatus" className="font-medium">{label('homeBuyingStatus')}</label>
            <p id="bk-homeBuyingStatus-hint" className="text-sm text-muted">{t('confirm.homeBuyingStatusOptional')}</p>
            {fieldError('homeBuyingStatus')}
            <select id="bk-homeBuyingStatus" name="homeBuyingStatus" defaultValue={prefill.homeBuyingStatus} aria-describedby={describedBy('homeBuyingStatus', true)} aria-invalid={fieldErrors.homeBuyingStatus ? true : undefined} className={input}>
              <option value="">–</option>
              {HOME_BUYING_STATUSES.map((s) => (
                <option key={s} value={s}>{t(`confirm.statuses.${s}`)}</option>
              ))}
            </select>
          </div>
          <p className="mt-5 text-sm text-muted">
            {t.rich('confirm.privacy', { privacy: (chunks) => <a href={localizedPath('privacy', p.locale)} className="text-brand-700 underline">{chunks}</a> })}
          </p>
          <button type="submit" className={`${primary} mt-5 w-full sm:w-auto`}>{t('confirm.submit')}</button>
        </form>
      </section>
    </div>
  );
}

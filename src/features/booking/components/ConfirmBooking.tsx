import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import { getTranslations, getMessages } from 'next-intl/server';
import { BOOKING } from '@/config/booking';
import type { ContactType } from '@/config/taxonomy';
import type { Database } from '@/db/client';
import type { LeadRow } from '@/features/leads/server';
import { listingForBooking } from '@/features/properties/server';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { AppError } from '@/lib/app-error';
import { instantOf } from '../availability';
import { HOME_BUYING_STATUSES, slotToConfirm, type Alternative } from '../booking';
import { BOOKING_FIELDS, type BOOKING_FIELD_CODES, type BOOKING_FORM_ERRORS, type BookingField } from '../cookies';
import { ErrorSummary, PRIMARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import type { FormState } from '@/lib/forms/form-state';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { formatWhen } from '../emails';
import { confirmQuery, trackingOf, type BookingQuery } from '../query';
import { zoneOf } from './SlotPicker';

type Field = BookingField;

const primary = PRIMARY_BUTTON_CLASS;

export interface ConfirmProps {
  db: Database;
  locale: Locale;
  contactType: ContactType;
  query: BookingQuery;
  /** A refused POST's codes (address) and draft (cookie): form kit, ADR 025. The draft, else what the site knows of the lead, prefills. */
  form: FormState<BookingField>;
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
  // The property the visitor books about (issue 25): named here, kept with the appointment.
  const listing = p.query.listing ? await listingForBooking(p.db, p.query.listing, env.PUBLIC_BASE_URL, p.locale) : null;
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

  const fieldErrors = p.form.errors;
  const formError = p.form.error;
  const known = p.lead.loggedIn;
  const prefill: Record<Field, string> = p.form.draft ?? {
    givenName: known?.givenName ?? p.lead.known?.givenName ?? '',
    surname: known?.surname ?? '',
    email: known?.email ?? '',
    phone: known?.phone ?? '',
    homeBuyingStatus: known?.homeBuyingStatus ?? '',
  };
  const phoneRequired = p.contactType === 'phone';
  const errorEntries = BOOKING_FIELDS.flatMap((f) => (fieldErrors[f] ? [[f, fieldErrors[f]] as const] : []));
  const label = (f: Field) => t(`confirm.${f}`);
  const errorText = (f: Field) => (fieldErrors[f] ? t(`confirm.fieldErrors.${fieldErrors[f] as (typeof BOOKING_FIELD_CODES)[number]}`) : null);
  const text = (f: Field, attrs: Record<string, string | boolean>, hint?: string) => (
    <TextField id={`bk-${f}`} name={f} label={label(f)} defaultValue={prefill[f]} hint={hint} error={errorText(f)} errorTestId={`error-${f}`} fieldClassName="mt-5 flex flex-col gap-1" {...attrs} />
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
        {listing && (
          <p className="mt-1 text-sm" data-testid="confirm-listing">
            {t('listingAttached')}{' '}
            <a href={localizedPath('properties-listing', p.locale, { listing: listing.slug })} className="font-medium text-brand-700 underline">{listing.title}</a>
          </p>
        )}
        <a href={calendarLink({ date: p.query.date, time: String(Number(p.query.time)) })} className="mt-3 inline-block font-semibold text-brand-700 underline">{t('confirm.change')}</a>
      </aside>
      <section aria-labelledby="bk-form-title" className="rounded-2xl border border-slate-200 p-5 sm:p-6 lg:order-1" data-testid="confirm-form">
        <h2 id="bk-form-title" className="text-2xl font-semibold text-ink">{t('confirm.heading')}</h2>
        {(formError || errorEntries.length > 0) && (
          <div className="mt-4">
            <ErrorSummary
              testId="confirm-errors"
              title={formError ? t(`confirm.errors.${formError as (typeof BOOKING_FORM_ERRORS)[number]}`) : t('confirm.errorSummary', { count: errorEntries.length })}
              errors={errorEntries.map(([f]) => ({ id: `bk-${f}`, message: `${label(f)}: ${errorText(f)}` }))}
            />
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
          <SelectField id="bk-homeBuyingStatus" name="homeBuyingStatus" label={label('homeBuyingStatus')} hint={t('confirm.homeBuyingStatusOptional')} defaultValue={prefill.homeBuyingStatus} error={errorText('homeBuyingStatus')} errorTestId="error-homeBuyingStatus" fieldClassName="mt-5 flex flex-col gap-1">
            <option value="">–</option>
            {HOME_BUYING_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`confirm.statuses.${s}`)}</option>
            ))}
          </SelectField>
          {/* A booking sends e-mail to the address typed here: the same proof of work as the login (ADR 016, ADR 033). */}
          <CaptchaField locale={p.locale} strings={(await getMessages({ locale: p.locale })).loginForm.captcha} />
          <p className="mt-3 text-sm text-muted">{t('confirm.captchaNotice')}</p>
          <p className="mt-5 text-sm text-muted">
            {t.rich('confirm.privacy', { privacy: (chunks) => <a href={localizedPath('privacy', p.locale)} className="text-brand-700 underline">{chunks}</a> })}
          </p>
          <button type="submit" className={`${primary} mt-5 w-full sm:w-auto`}>{t('confirm.submit')}</button>
        </form>
      </section>
    </div>
  );
}

import { ChoiceButton } from '@/components/forms';
import { cookies } from 'next/headers';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { isContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { appointmentForLink, calendarPage, MANAGE_DONE_COOKIE, MANAGE_OUTCOMES } from '@/features/booking/routes';
import { localizedPath } from '@/i18n/paths';
import { AppError } from '@/lib/app-error';
import { firstValue } from '@/lib/search-params';

/**
 * Move or cancel an appointment with the single-purpose link from the booking e-mail (issue 10). A GET changes
 * nothing; the buttons post. Rendered per request, never indexed; the token in the URL stays on this site.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('manage-appointment', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

const PER = 5;
const button = 'rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700';

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'appointmentManage' });
  const types = await getTranslations({ locale, namespace: 'contactTypes' });
  const format = await getFormatter({ locale });
  const db = await getDb();
  const now = new Date();
  const path = localizedPath('manage-appointment', locale);

  const done = firstValue(query.done);
  const flash = (await cookies()).get(MANAGE_DONE_COOKIE)?.value;
  if (done && done === flash && (MANAGE_OUTCOMES as readonly string[]).includes(done)) {
    return (
      <StandardPage routeName="manage-appointment" locale={locale}>
        <p role="status" className="max-w-2xl rounded-lg bg-green-50 p-4 text-green-900" data-testid="manage-done">{t(done as 'cancelled' | 'moved')}</p>
      </StandardPage>
    );
  }

  const token = firstValue(query.token) ?? '';
  let found: Awaited<ReturnType<typeof appointmentForLink>> | null = null;
  try {
    found = await appointmentForLink(db, token, now);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
  }
  if (!found) {
    return (
      <StandardPage routeName="manage-appointment" locale={locale}>
        <p className="mb-6 max-w-2xl" data-testid="manage-invalid">{t('invalid')}</p>
        <ContactNow locale={locale} />
      </StandardPage>
    );
  }

  const { appointment, advisor, purpose } = found;
  const zone = appointment.visitorZone;
  const contactType = isContactType(appointment.contactType) ? types(`${appointment.contactType}.name`) : appointment.contactType;
  const when = t('when', {
    contactType,
    date: format.dateTime(appointment.startsAt, { dateStyle: 'full', timeZone: zone }),
    // 24-hour time in both languages, as everywhere on the site (the slot buttons, the e-mails; issue 24).
    time: format.dateTime(appointment.startsAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }),
    advisor: `${advisor.givenName} ${advisor.surname}`,
  });
  const error = firstValue(query.error);
  const errorText = error === 'SLOT_TAKEN' || error === 'SLOT_NOT_OFFERED' || error === 'required' ? t(`errors.${error}`) : null;

  if (purpose === 'cancel') {
    return (
      <StandardPage routeName="manage-appointment" locale={locale}>
        <section className="max-w-2xl rounded-2xl border border-slate-200 p-6">
          <p className="font-semibold" data-testid="manage-when">{when}</p>
          <p className="mt-2 text-muted">{t('cancelText')}</p>
          <form method="post" action="/api/appointments/manage" className="mt-4">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className={button}>{t('cancelButton')}</button>
          </form>
        </section>
      </StandardPage>
    );
  }

  const pageNo = Math.max(1, Math.min(12, Number.parseInt(firstValue(query.page) ?? '1', 10) || 1));
  const days = await calendarPage(db, { contactType: appointment.contactType, page: pageNo, per: PER, advisor: advisor.enumValue.toLowerCase(), userTimeZone: zone, locale, now });
  const link = (p: number) => `${path}?${new URLSearchParams({ token, page: String(p) })}`;
  const free = days.flatMap((d) => d.slots.filter((s) => !s.occupied).map((s) => ({ day: d, slot: s })));
  return (
    <StandardPage routeName="manage-appointment" locale={locale}>
      <section className="max-w-3xl rounded-2xl border border-slate-200 p-6">
        <p className="font-semibold" data-testid="manage-when">{when}</p>
        <p className="mt-2 text-muted">{t('rescheduleText', { zone })}</p>
        {errorText && <p role="alert" className="mt-3 text-red-700">{errorText}</p>}
        <form method="post" action="/api/appointments/manage" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="action" value="reschedule" />
          <input type="hidden" name="zone" value={zone} />
          {free.length === 0 && <p>{t('noSlots')}</p>}
          {days.map((d) => {
            const slots = d.slots.filter((s) => !s.occupied);
            if (slots.length === 0) return null;
            return (
              <fieldset key={d.date} className="mt-4">
                <legend className="font-medium">{format.dateTime(new Date(`${d.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {slots.map((s) => (
                    <div key={`${s.value.date}-${s.value.hour}`}>
                      <ChoiceButton id={`slot-${s.value.date}-${String(s.value.hour).replace('.', '-')}`} name="slot" value={`${s.value.date}|${s.value.hour}`} required label={s.label} />
                    </div>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <button type="submit" className={`${button} mt-6`}>{t('rescheduleButton')}</button>
        </form>
        <nav className="mt-6 flex gap-4" aria-label={t('later')}>
          {pageNo > 1 && <a className="underline" href={link(pageNo - 1)}>{t('earlier')}</a>}
          {pageNo < 12 && <a className="underline" href={link(pageNo + 1)}>{t('later')}</a>}
        </nav>
      </section>
    </StandardPage>
  );
}

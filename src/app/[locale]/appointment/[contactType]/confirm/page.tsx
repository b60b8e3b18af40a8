import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { isContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { firstValue } from '@/lib/search-params';
import { ConfirmBooking, NoShowBanner, BOOKING_DRAFT, BOOKING_FIELD_CODES, BOOKING_FORM_ERRORS, readBookingQuery } from '@/features/booking/routes';
import { readFormState } from '@/lib/forms/form-state';
import { identify } from '@/features/leads/routes';

/** Depends on the visitor and on the calendar: rendered per request, never cached (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; contactType: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, contactType } = await params;
  const locale = requireLocale(raw);
  if (!isContactType(contactType)) notFound();
  const t = await getTranslations({ locale, namespace: 'contactTypes' });
  return { locale, contactType, name: t(`${contactType}.name`) };
}

export async function generateMetadata({ params }: Props) {
  const { locale, contactType, name } = await resolve(params);
  return { ...(await standardMetadata('appointment-confirm', { locale }, { params: { contactType }, values: { contactType: name } })), robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, contactType, name } = await resolve(params);
  const search = await searchParams;
  const query = readBookingQuery(search);
  // The calendar's form sends the slot as one value "date|hour"; links and the form's way back use date and time.
  const slot = firstValue(search.slot);
  if (slot && /^\d{4}-\d{2}-\d{2}\|\d{1,2}(\.\d)?$/.test(slot)) [query.date, query.time] = slot.split('|') as [string, string];
  const jar = await cookies();
  const db = await getDb();
  const now = new Date();
  const identity = await identify(db, jar, now);
  return (
    <StandardPage routeName="appointment-confirm" locale={locale} params={{ contactType }} values={{ contactType: name }} after={<div className="mt-10"><ContactNow locale={locale} /></div>}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      <ConfirmBooking
        db={db}
        locale={locale}
        contactType={contactType}
        query={query}
        form={readFormState({ errors: firstValue(search.errors), error: firstValue(search.error) }, jar.get(BOOKING_DRAFT.name)?.value, { cookie: BOOKING_DRAFT, codes: BOOKING_FIELD_CODES, formErrors: BOOKING_FORM_ERRORS })}
        lead={{ loggedIn: identity.loggedIn, known: identity.known }}
        now={now}
      />
    </StandardPage>
  );
}

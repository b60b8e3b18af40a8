import { cookies } from 'next/headers';
import { StandardPage } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { getDb } from '@/db';
import { firstValue } from '@/lib/search-params';
import { ConfirmBooking, NoShowBanner, BOOKING_DRAFT, BOOKING_FIELD_CODES, BOOKING_FORM_ERRORS, bookingPage, bookingPageMetadata, type BookingContactPageProps } from '@/features/booking/routes';
import { readFormState } from '@/lib/forms/form-state';
import { identify } from '@/features/leads/routes';

/** Depends on the visitor and on the calendar: rendered per request, never cached (ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = bookingPageMetadata('appointment-confirm');

export default async function Page(props: BookingContactPageProps) {
  const { locale, contactType, search, query, frame } = await bookingPage('appointment-confirm', props);
  const jar = await cookies();
  const db = await getDb();
  const now = new Date();
  const identity = await identify(db, jar, now);
  return (
    <StandardPage {...frame} after={<div className="mt-10"><ContactNow locale={locale} /></div>}>
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

import { cookies } from 'next/headers';
import { PageFrame } from '@/components/layout/PageFrame';
import { getDb } from '@/db';
import { firstValue } from '@/lib/search-params';
import { provenBooking, BookingConfirmation, BOOKING_DONE_COOKIE, bookingPage, bookingPageMetadata, type BookingContactPageProps } from '@/features/booking/routes';

/** Depends on the visitor's booking: rendered per request, never cached (ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = bookingPageMetadata('appointment-slug-confirmation');

export default async function Page(props: BookingContactPageProps) {
  const { locale, search, frame } = await bookingPage('appointment-slug-confirmation', props);
  const booking = await provenBooking(await getDb(), firstValue(search.job), (await cookies()).get(BOOKING_DONE_COOKIE)?.value);
  return (
    <PageFrame locale={locale} routeName={frame.routeName} params={frame.params}>
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8">
        <BookingConfirmation locale={locale} booking={booking} />
      </div>
    </PageFrame>
  );
}

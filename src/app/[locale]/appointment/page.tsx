import { StandardPage } from '@/components/page/StandardPage';
import { AdvisorList } from '@/features/reviews/routes';
import { ContactTypeChoice, NoShowBanner, confirmQuery, AlreadyBooked, bookedAppointments, bookingPage, bookingPageMetadata, type BookingChoicePageProps } from '@/features/booking/routes';
import { getDb } from '@/db';
import { getLoggedInLead } from '@/features/leads/routes';
import { localizedPath } from '@/i18n/paths';

/** Carries the landing visit's tracking into the calendar links: rendered per request (ADR 012). */
export const dynamic = 'force-dynamic';

export const generateMetadata = bookingPageMetadata('appointment');

export default async function AppointmentPage(props: BookingChoicePageProps) {
  const { locale, query, frame } = await bookingPage('appointment', props);
  const now = new Date();
  const lead = query.another === '1' ? null : await getLoggedInLead();
  const upcoming = lead ? await bookedAppointments(await getDb(), lead.id, now) : [];
  const another = `${localizedPath('appointment', locale)}?${confirmQuery({ ...query, another: '1' })}`;
  return (
    <StandardPage {...frame} illustration="appointment" after={<AdvisorList locale={locale} />}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      {lead && upcoming.length > 0 ? <AlreadyBooked locale={locale} leadId={lead.id} now={now} anotherHref={another} /> : <ContactTypeChoice locale={locale} query={query} />}
    </StandardPage>
  );
}

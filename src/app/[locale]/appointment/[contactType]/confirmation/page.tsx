import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { isContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { firstValue } from '@/lib/search-params';
import { provenBooking, BookingConfirmation, BOOKING_DONE_COOKIE } from '@/features/booking/routes';

/** Depends on the visitor's booking: rendered per request, never cached (ADR 012). */
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
  return { ...(await standardMetadata('appointment-slug-confirmation', { locale }, { params: { contactType }, values: { contactType: name } })), robots: { index: false, follow: false } };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, contactType } = await resolve(params);
  setRequestLocale(locale);
  const booking = await provenBooking(await getDb(), firstValue((await searchParams).job), (await cookies()).get(BOOKING_DONE_COOKIE)?.value);
  return (
    <PageFrame locale={locale} routeName="appointment-slug-confirmation" params={{ contactType }}>
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8">
        <BookingConfirmation locale={locale} booking={booking} />
      </div>
    </PageFrame>
  );
}

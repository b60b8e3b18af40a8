import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { isContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { env } from '@/env';
import { NoShowBanner, SlotPicker, backButtonShown, confirmQuery, readBookingQuery, withExternalReferrer, AlreadyBooked, bookedAppointments } from '@/features/booking/routes';
import { identify } from '@/features/leads/routes';
import { cookies } from 'next/headers';
import { localizedPath } from '@/i18n/paths';
import { firstValue } from '@/lib/search-params';

/** Free times change with every booking: rendered per request (ADR 012), like the confirm pages. */
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
  return standardMetadata('appointment-slug', { locale }, { params: { contactType }, values: { contactType: name } });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, contactType, name } = await resolve(params);
  const search = await searchParams;
  const query = withExternalReferrer(readBookingQuery(search), (await headers()).get('referer'), env.PUBLIC_BASE_URL);
  const pageParam = firstValue(search.page);
  const t = await getTranslations({ locale, namespace: 'booking' });
  const db = await getDb();
  const now = new Date();
  const identity = await identify(db, await cookies(), now);
  const lead = identity.known;
  const backAllowed = backButtonShown(lead?.appointmentPageBehavior, contactType);
  const path = localizedPath('appointment-slug', locale, { contactType });
  const upcoming = identity.loggedIn && query.another !== '1' ? await bookedAppointments(db, identity.loggedIn.id, now) : [];
  const another = `${path}?${confirmQuery({ ...query, another: '1' })}`;
  return (
    <StandardPage routeName="appointment-slug" locale={locale} params={{ contactType }} values={{ contactType: name }} illustration="appointment" after={<div className="mt-10"><ContactNow locale={locale} /></div>}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      {backAllowed && (
        <p className="mb-4">
          <a href={localizedPath(query.topic === 'refinance' ? 'refinance-appointment' : 'appointment', locale)} className="font-semibold text-brand-700 underline" data-testid="appointment-back">
            ← {t('back')}
          </a>
        </p>
      )}
      {query.topic === 'refinance' && <p className="mb-4 font-medium">{t('topicRefinance')}</p>}
      {identity.loggedIn && upcoming.length > 0 ? (
        <AlreadyBooked locale={locale} leadId={identity.loggedIn.id} now={now} anotherHref={another} />
      ) : (
        <SlotPicker db={db} locale={locale} contactType={contactType} query={query} page={pageParam ? Number.parseInt(pageParam, 10) || null : null} now={now} path={path} />
      )}
    </StandardPage>
  );
}

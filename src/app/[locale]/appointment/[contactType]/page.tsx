import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { isContactType } from '@/config/taxonomy';
import { getDb } from '@/db';
import { env } from '@/env';
import { NoShowBanner } from '@/features/booking/components/NoShowBanner';
import { SlotPicker } from '@/features/booking/components/SlotPicker';
import { backButtonShown, readBookingQuery, withExternalReferrer } from '@/features/booking/query';
import { getKnownLead } from '@/features/leads/lead-state';
import { localizedPath } from '@/i18n/paths';

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
  const pageParam = Array.isArray(search.page) ? search.page[0] : search.page;
  const t = await getTranslations({ locale, namespace: 'booking' });
  const lead = await getKnownLead();
  const backAllowed = backButtonShown(lead?.appointmentPageBehavior, contactType);
  const path = localizedPath('appointment-slug', locale, { contactType });
  return (
    <StandardPage routeName="appointment-slug" locale={locale} params={{ contactType }} values={{ contactType: name }} after={<div className="mt-10"><ContactNow locale={locale} /></div>}>
      <NoShowBanner locale={locale} campaign={query.utm_campaign} />
      {backAllowed && (
        <p className="mb-4">
          <a href={localizedPath(query.topic === 'refinance' ? 'refinance-appointment' : 'appointment', locale)} className="font-semibold text-brand-700 underline" data-testid="appointment-back">
            ← {t('back')}
          </a>
        </p>
      )}
      {query.topic === 'refinance' && <p className="mb-4 font-medium">{t('topicRefinance')}</p>}
      <SlotPicker db={await getDb()} locale={locale} contactType={contactType} query={query} page={pageParam ? Number.parseInt(pageParam, 10) || null : null} now={new Date()} path={path} />
    </StandardPage>
  );
}

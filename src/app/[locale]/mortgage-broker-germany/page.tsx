import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { PlaceLinks } from '@/components/page/PlaceLinks';
import { BrokerSections, PlaceNav } from '@/features/rates/routes';
import { todayInBerlin } from '@/lib/dates';

/** The page shows today's rates: regenerated hourly, so a new day shows within the hour (ADR 012). */
export const revalidate = 3600;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('mortgage-broker', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const date = todayInBerlin();
  return (
    <StandardPage
      routeName="mortgage-broker"
      locale={locale}
      after={
        <>
          <BrokerSections locale={locale} place={null} date={date} />
          <PlaceNav locale={locale} family="mortgage-broker" place={null} />
        </>
      }
    >
      <PlaceLinks locale={locale} family="mortgage-broker" />
    </StandardPage>
  );
}

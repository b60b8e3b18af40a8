import { standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { UnsolicitedApplicationPage } from '@/features/careers/server';
import { firstValues } from '@/lib/search-params';

/** Per request: the form carries a fresh submission id and a refused POST's draft (ADR 025). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('careers-apply', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  return <UnsolicitedApplicationPage locale={locale} query={firstValues(await searchParams)} />;
}

import { notFound } from 'next/navigation';
import { getOpening, openingCounterparts, OpeningPage } from '@/features/careers/server';
import { requireLocale } from '@/i18n/require-locale';
import { pageMetadata } from '@/lib/metadata';
import { firstValues } from '@/lib/search-params';

/** Per request: the form carries a fresh submission id and a refused POST's draft (ADR 025). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; opening: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, opening: slug } = await params;
  const locale = requireLocale(raw);
  const opening = getOpening(locale, slug);
  if (!opening) notFound();
  return { locale, opening };
}

export async function generateMetadata({ params }: Props) {
  const { locale, opening } = await resolve(params);
  return pageMetadata({ routeName: 'careers-opening', locale, params: { opening: opening.slug }, values: { title: opening.title, description: opening.summary }, languages: openingCounterparts(opening) });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, opening } = await resolve(params);
  return <OpeningPage locale={locale} opening={opening} query={firstValues(await searchParams)} />;
}

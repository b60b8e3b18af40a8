import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { SearchResults } from '@/features/content/routes';
import { firstValue } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Results depend on the query: rendered per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return standardMetadata('search', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const q = firstValue((await searchParams).q);
  return (
    <StandardPage routeName="search" locale={locale}>
      <SearchResults locale={locale} q={q} />
    </StandardPage>
  );
}

import { standardMetadata } from '@/components/page/StandardPage';
import { ReceivedPage } from '@/features/lead-requests/routes';
import { firstValue } from '@/lib/search-params';

/** Shows a request only to the browser that sent it (cookie): rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('lp-2-received', await params);
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  const id = (await searchParams).id;
  return <ReceivedPage locale={locale} id={firstValue(id)} />;
}

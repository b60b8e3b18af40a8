import { notFound } from 'next/navigation';
import { requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { isWidgetId } from '@/features/widgets';
import { WidgetPage } from '@/features/widgets/routes';

/** The response's frame-ancestors depends on the partner (server.mjs, ADR 044): rendered per request. */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; widget: string; partner: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { locale, widget, partner } = await params;
  return standardMetadata('widget', { locale }, { params: { widget, partner } });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, widget, partner } = await params;
  if (!isWidgetId(widget)) notFound();
  return <WidgetPage locale={requireLocale(locale)} widget={widget} partnerKey={partner} query={await searchParams} />;
}

import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { StaticContent } from '@/features/content/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('privacy', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="privacy" locale={locale}>
      <StaticContent slug="privacy" locale={locale} />
    </StandardPage>
  );
}

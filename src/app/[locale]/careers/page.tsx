import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { StaticContent } from '@/features/content/components/StaticContent';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('careers', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="careers" locale={locale}>
      <StaticContent slug="careers" locale={locale} />
    </StandardPage>
  );
}

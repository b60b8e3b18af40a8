import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { StaticContent } from '@/features/content/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('imprint', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="imprint" locale={locale}>
      <StaticContent slug="imprint" locale={locale} />
    </StandardPage>
  );
}

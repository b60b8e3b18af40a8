import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { StaticContent, AuthorsSection } from '@/features/content/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('service', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="service" locale={locale}>
      <StaticContent slug="service" locale={locale} />
      <AuthorsSection locale={locale} />
    </StandardPage>
  );
}

import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { StaticContent } from '@/features/content/components/StaticContent';
import { AuthorsSection } from '@/features/content/components/AuthorsSection';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('about', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="about" locale={locale}>
      <StaticContent slug="about" locale={locale} />
      <AuthorsSection locale={locale} />
    </StandardPage>
  );
}

import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { StaticContent } from '@/features/content/routes';
import { CareersOpenings } from '@/features/careers/server';

type Props = { params: Promise<{ locale: string }> };

/** Openings close by their date: the cached page is rendered again daily (ADR 012). */
export const revalidate = 86400;

export async function generateMetadata({ params }: Props) {
  return standardMetadata('careers', await params);
}

export default async function Page({ params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <StandardPage routeName="careers" locale={locale}>
      <CareersOpenings locale={locale} />
      <StaticContent slug="careers" locale={locale} />
    </StandardPage>
  );
}

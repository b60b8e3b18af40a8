import { standardMetadata } from '@/components/page/StandardPage';
import { LibraryPage } from '@/features/widgets/routes';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('widget-library', await params);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  return <LibraryPage locale={locale} />;
}

import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { ContactNow } from '@/components/page/ContactNow';
import { isContactType } from '@/config/taxonomy';

/** Depends on the visitor's booking: rendered per request, never cached (ADR 012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; contactType: string }> };

async function resolve(params: Props['params']) {
  const { locale: raw, contactType } = await params;
  const locale = requireLocale(raw);
  if (!isContactType(contactType)) notFound();
  const t = await getTranslations({ locale, namespace: 'contactTypes' });
  return { locale, contactType, name: t(`${contactType}.name`) };
}

export async function generateMetadata({ params }: Props) {
  const { locale, contactType, name } = await resolve(params);
  return standardMetadata('appointment-confirm', { locale }, { params: { contactType }, values: { contactType: name } });
}

export default async function Page({ params }: Props) {
  const { locale, contactType, name } = await resolve(params);
  return (
    <StandardPage routeName="appointment-confirm" locale={locale} params={{ contactType }} values={{ contactType: name }}>
      <ContactNow locale={locale} />
    </StandardPage>
  );
}

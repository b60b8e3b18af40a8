import { getTranslations } from 'next-intl/server';
import { StandardPage, standardMetadata, requireLocale } from '@/components/page/StandardPage';
import { AdvisorList } from '@/features/advisors/components/AdvisorList';
import { CONTACT_TYPES } from '@/config/taxonomy';
import { localizedPath } from '@/i18n/paths';
import { Icon } from '@/components/ui/Icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return standardMetadata('appointment', await params);
}

export default async function AppointmentPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'contactTypes' });
  return (
    <StandardPage routeName="appointment" locale={locale} after={<AdvisorList locale={locale} />}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CONTACT_TYPES.map((type) => (
          <li key={type}>
            <a href={localizedPath('appointment-slug', locale, { contactType: type })} className="flex h-full flex-col gap-2 rounded-2xl border-2 border-slate-200 p-5 hover:border-brand-600">
              <Icon name={type === 'office' ? 'building' : type === 'phone' ? 'phone' : 'calendar'} className="h-7 w-7 text-brand-600" />
              <span className="text-lg font-semibold">{t(`${type}.name`)}</span>
              <span className="text-sm text-muted">{t(`${type}.description`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}

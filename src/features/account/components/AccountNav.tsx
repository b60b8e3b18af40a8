import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** The account's pages in the sub-navigation, in this order. */
export const ACCOUNT_NAV = ['account', 'account-property-search', 'account-property-value', 'account-my-loan', 'account-financing-certificate', 'account-upload-documents', 'account-affordability', 'account-refer', 'account-profile', 'account-data'] as const;

const LABEL: Record<(typeof ACCOUNT_NAV)[number], keyof Messages['accountArea']['nav']> = {
  account: 'dashboard',
  'account-property-search': 'propertySearch',
  'account-property-value': 'propertyValue',
  'account-my-loan': 'myLoan',
  'account-financing-certificate': 'certificate',
  'account-upload-documents': 'documents',
  'account-affordability': 'affordability',
  'account-refer': 'refer',
  'account-profile': 'profile',
  'account-data': 'yourData',
};

/** Sub-navigation of the account area (every account page of a logged-in lead). */
export async function AccountNav({ locale, current }: { locale: Locale; current: string }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.nav' });
  return (
    <nav aria-label={t('label')} className="mb-8 -mx-4 overflow-x-auto px-4" data-testid="account-nav">
      <ul className="flex min-w-max gap-2 border-b border-slate-200 pb-2">
        {ACCOUNT_NAV.map((route) => {
          const active = route === current;
          return (
            <li key={route}>
              <a
                href={localizedPath(route, locale)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-medium ${active ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50'}`}
              >
                {t(LABEL[route])}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

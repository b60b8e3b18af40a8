import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale } from '@/components/page/StandardPage';
import { getVisitor } from '@/features/leads/lead-state';
import { localizedPath } from '@/i18n/paths';
import { LoginPrompt } from './LoginPrompt';

/**
 * Account area page: visitors who are not eligible see why they need to log in and the login button.
 * The account's own content comes with the login issue.
 */
export async function AccountPage({ routeName, locale: raw }: { routeName: string; locale: string }) {
  const locale = requireLocale(raw);
  const visitor = await getVisitor();
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <StandardPage routeName={routeName} locale={locale}>
      {!visitor.eligible && (
        <section aria-labelledby="login-required" className="max-w-2xl rounded-2xl border border-slate-200 p-6">
          <h2 id="login-required" className="text-xl font-semibold">{t('loginRequiredTitle')}</h2>
          <p className="mt-2 text-muted">{t('loginRequiredText')}</p>
          <div className="mt-4">
            <LoginPrompt href={localizedPath('login', locale)} label={t('loginButton')} flow={routeName === 'account-property-search' ? 'prop_search' : undefined} />
          </div>
        </section>
      )}
    </StandardPage>
  );
}

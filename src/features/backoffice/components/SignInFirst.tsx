import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

/** What a back-office page shows a visitor without a staff session: the way to the team page's sign-in. */
export async function SignInFirst({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'staff.leads' });
  return (
    <p className="max-w-2xl" data-testid="staff-sign-in-first">
      <a className="underline" href={localizedPath('staff', locale)}>{t('signInFirst')}</a>
    </p>
  );
}

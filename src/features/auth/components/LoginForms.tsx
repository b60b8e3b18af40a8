import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { CaptchaField } from './CaptchaField';

export type LoginQuery = Record<string, string | string[] | undefined>;

const ERRORS = ['required', 'invalidEmail', 'RATE_LIMITED', 'CAPTCHA_INVALID', 'CODE_WRONG', 'CODE_LOCKED', 'LINK_INVALID', 'FORBIDDEN_ORIGIN'] as const;

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const button = 'mt-4 w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 sm:w-auto';

/**
 * The login steps as plain HTML forms (they work without JavaScript): the e-mail step, then "check your inbox"
 * with the code. The forms post to /api/auth/*, which answer with a redirect back here (`?step=sent`,
 * `?error=CODE`): the page is cached without a query and rendered per request with one (ADR 012).
 */
export async function LoginForms({ locale, query, greeting = null }: { locale: Locale; query: LoginQuery; greeting?: { name: string; email: string } | null }) {
  const t = await getTranslations({ locale, namespace: 'loginForm' });
  const td = await getTranslations({ locale, namespace: 'loginDialog' });
  const step = firstValue(query.step) === 'sent' ? 'sent' : 'email';
  const errorParam = firstValue(query.error);
  // Spec section 2: `flow=prop_search` (the property-search login) leads to the property-search page after login.
  const flow = firstValue(query.flow) === 'prop_search' ? 'prop_search' : null;
  const flowInput = flow && <input type="hidden" name="flow" value={flow} />;
  const error = ERRORS.find((e) => e === errorParam);
  const errorBox = error && (
    <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800" data-testid="login-error">
      {t(`errors.${error}`)}
    </p>
  );
  if (step === 'sent') {
    return (
      <section aria-labelledby="login-sent" className="max-w-xl rounded-2xl border border-slate-200 p-6" data-testid="login-sent">
        <h2 id="login-sent" className="text-xl font-semibold">{t('sentTitle')}</h2>
        {/* The first name only for the browser that holds the lead cookie of this address (with-query/login). */}
        <p className="mt-2 text-muted" data-testid="login-sent-text">{greeting ? td('loginHello', greeting) : t('sentText')}</p>
        <form method="post" action="/api/auth/login-code" className="mt-6">
          {errorBox}
          <input type="hidden" name="locale" value={locale} />
          {flowInput}
          <label htmlFor="login-code" className="font-medium">{t('codeLabel')}</label>
          <input id="login-code" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required className={`${input} max-w-48 tracking-[0.3em]`} />
          <button type="submit" className={button}>{t('submitCode')}</button>
        </form>
        <p className="mt-6">
          <a href={flow ? `${localizedPath('login', locale)}?flow=${flow}` : localizedPath('login', locale)} className="font-semibold text-brand-700 underline">{t('resend')}</a>
        </p>
      </section>
    );
  }
  return (
    <section className="max-w-xl rounded-2xl border border-slate-200 p-6" data-testid="login-email">
      <form method="post" action="/api/auth/login-link" noValidate>
        {errorBox}
        <input type="hidden" name="locale" value={locale} />
        {flowInput}
        <label htmlFor="login-email" className="font-medium">{t('emailLabel')}</label>
        <input id="login-email" name="email" type="email" autoComplete="email" required aria-invalid={error === 'invalidEmail' || error === 'required' ? true : undefined} className={input} />
        <CaptchaField locale={locale} strings={t.raw('captcha') as Record<string, string>} />
        <p className="mt-2 text-sm text-muted" data-testid="captcha-notice">{t('captchaNotice')}</p>
        <p className="mt-2 text-sm text-muted">{t('consent')}</p>
        <button type="submit" className={button}>{t('submitEmail')}</button>
      </form>
    </section>
  );
}

import { getTranslations, getMessages } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { safeReturnPath } from '../return-path';
import { LoginCodeForm, LoginEmailForm, type LoginTexts } from './LoginSteps';

export type LoginQuery = Record<string, string | string[] | undefined>;

const ERRORS = ['required', 'invalidEmail', 'RATE_LIMITED', 'CAPTCHA_INVALID', 'CODE_WRONG', 'CODE_LOCKED', 'LINK_INVALID', 'FORBIDDEN_ORIGIN'] as const;
/** Errors of the field itself (shown under it); the others concern the whole form. */
const FIELD_ERRORS: readonly string[] = ['required', 'invalidEmail', 'CODE_WRONG'];

/**
 * The login page's steps (LoginSteps: the same forms as the dialog's), as plain HTML forms that work without
 * JavaScript: the e-mail step, then "check your inbox" with the code. The forms post to /api/auth/*, which answer
 * with a redirect back here (`?step=sent`, `?error=CODE`): the page is cached without a query and rendered per
 * request with one (ADR 012). `?next=` is the page that required the login (its path and query), where the login
 * then lands (issue 48, part 7).
 */
export async function LoginForms({ locale, query, greeting = null }: { locale: Locale; query: LoginQuery; greeting?: { name: string; email: string } | null }) {
  const t = await getTranslations({ locale, namespace: 'loginForm' });
  const td = await getTranslations({ locale, namespace: 'loginDialog' });
  const step = firstValue(query.step) === 'sent' ? 'sent' : 'email';
  const errorParam = firstValue(query.error);
  const flow = firstValue(query.flow) === 'prop_search' ? 'prop_search' : null;
  // The page that sent the visitor here (`?next=`), only when it is one of ours in this language.
  const next = flow ? null : safeReturnPath(firstValue(query.next), locale);
  const again = flow ? `?flow=${flow}` : next ? `?${new URLSearchParams({ next })}` : '';
  const error = ERRORS.find((e) => e === errorParam);
  const message = error ? t(`errors.${error}`) : null;
  const texts: LoginTexts = { emailLabel: t('emailLabel'), codeLabel: t('codeLabel'), captchaNotice: t('captchaNotice'), consent: t('consent'), submitEmail: t('submitEmail'), submitCode: t('submitCode') };
  const errors = {
    formError: error && !FIELD_ERRORS.includes(error) ? message : null,
    fieldError: error && FIELD_ERRORS.includes(error) ? message : null,
    formErrorTestId: 'login-error',
    fieldErrorTestId: 'login-error',
  };
  if (step === 'sent') {
    return (
      <section aria-labelledby="login-sent" className="max-w-xl rounded-2xl border border-slate-200 p-6" data-testid="login-sent">
        <h2 id="login-sent" className="text-xl font-semibold">{t('sentTitle')}</h2>
        {/* The first name only for the browser that holds the lead cookie of this address (with-query/login). */}
        <p className="mt-2 text-muted" data-testid="login-sent-text">{greeting ? td('loginHello', greeting) : t('sentText')}</p>
        <LoginCodeForm idPrefix="login" locale={locale} flow={flow} next={next} texts={texts} {...errors} className="mt-6" />
        <p className="mt-6">
          <a href={`${localizedPath('login', locale)}${again}`} className="font-semibold text-brand-700 underline">{t('resend')}</a>
        </p>
      </section>
    );
  }
  return (
    <section className="max-w-xl rounded-2xl border border-slate-200 p-6" data-testid="login-email">
      <LoginEmailForm idPrefix="login" locale={locale} flow={flow} next={next} texts={texts} {...errors} captcha={<CaptchaField locale={locale} strings={(await getMessages({ locale })).loginForm.captcha} />} />
    </section>
  );
}

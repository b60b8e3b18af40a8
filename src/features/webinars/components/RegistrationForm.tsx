import { getTranslations, getMessages } from 'next-intl/server';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { CheckboxField, ErrorSummary, PRIMARY_BUTTON_CLASS, TextField } from '@/components/forms';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { FormState } from '@/lib/forms/form-state';
import { randomToken } from '@/lib/tokens';
import type { RegistrationField } from '../schemas';

/**
 * The registration form (plain POST to /api/webinars/register; works without JavaScript): first name, e-mail,
 * consent, the proof-of-work CAPTCHA. A refused POST comes back with its codes in the address and what was typed
 * in the draft cookie (ADR 025). Each rendering carries a new submission id, so a form sent twice counts once.
 */
export async function RegistrationForm({ locale, webinarId, full, form, hidden }: { locale: Locale; webinarId: string; full: boolean; form: FormState<RegistrationField>; hidden: [string, string][] }) {
  const t = await getTranslations({ locale, namespace: 'webinars.form' });
  const errorText = (f: RegistrationField) => (form.errors[f] ? t(`errors.${form.errors[f] as 'required'}`) : undefined);
  const entries = (Object.keys(form.errors) as RegistrationField[]).filter((f) => form.errors[f]);
  const label = (f: RegistrationField) => t(f === 'consent' ? 'consentShort' : f);
  return (
    <section aria-labelledby="webinar-form-title" className="max-w-2xl rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid="webinar-form">
      <h2 id="webinar-form-title" className="text-2xl font-semibold text-ink">{t('heading')}</h2>
      {full && <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="webinar-full-notice">{t('fullNotice')}</p>}
      {(form.error || entries.length > 0) && (
        <div className="mt-4">
          <ErrorSummary
            testId="webinar-errors"
            title={form.error ? t(`formErrors.${form.error as 'RATE_LIMITED'}`) : t('errorSummary', { count: entries.length })}
            errors={entries.map((f) => ({ id: `wb-${f}`, message: `${label(f)}: ${errorText(f)}` }))}
          />
        </div>
      )}
      <form method="post" action="/api/webinars/register" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="webinar" value={webinarId} />
        <input type="hidden" name="submissionId" value={randomToken()} />
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField id="wb-givenName" name="givenName" label={t('givenName')} autoComplete="given-name" maxLength={100} required defaultValue={form.draft?.givenName ?? ''} error={errorText('givenName')} errorTestId="error-givenName" fieldClassName="mt-5 flex flex-col gap-1" />
        <TextField id="wb-email" name="email" type="email" label={t('email')} hint={t('emailHint')} autoComplete="email" maxLength={254} required defaultValue={form.draft?.email ?? ''} error={errorText('email')} errorTestId="error-email" fieldClassName="mt-5 flex flex-col gap-1" />
        <div className="mt-5">
          <CheckboxField
            id="wb-consent"
            name="consent"
            value="yes"
            defaultChecked={form.draft?.consent === 'yes'}
            label={t.rich('consent', { privacy: (chunks) => <a href={localizedPath('privacy', locale)} className="text-brand-700 underline">{chunks}</a> })}
            error={errorText('consent')}
            errorTestId="error-consent"
          />
        </div>
        <CaptchaField locale={locale} strings={(await getMessages({ locale })).loginForm.captcha} />
        <p className="mt-3 text-sm text-muted">{t('captchaNotice')}</p>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-5 w-full sm:w-auto`}>{t(full ? 'submitWaitlist' : 'submit')}</button>
      </form>
    </section>
  );
}

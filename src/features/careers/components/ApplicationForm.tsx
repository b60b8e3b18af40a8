import { getTranslations, getMessages } from 'next-intl/server';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { CheckboxField, ErrorSummary, Field, Input, PRIMARY_BUTTON_CLASS, TextAreaField, TextField } from '@/components/forms';
import { SITE } from '@/config/site';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { CV_ACCEPT, MESSAGE_MAX, type APPLICATION_FIELDS, type ApplicationField, type ApplicationFieldCode, type ApplicationFormError } from '../index';

/** A refused POST's codes (from the address) and what was typed (from the draft cookie). */
export interface ApplicationFormState {
  errors: Partial<Record<ApplicationField, string>>;
  error: string | null;
  draft: Record<(typeof APPLICATION_FIELDS)[number], string> | null;
}

const FILE_ERRORS: readonly string[] = ['NO_FILE', 'EMPTY_FILE', 'FILE_TOO_LARGE', 'UNSUPPORTED_TYPE'];

const ORDER: ApplicationField[] = ['givenName', 'surname', 'email', 'phone', 'earliestStart', 'message', 'cv', 'consent'];

/**
 * The application form (issue 29): a plain multipart POST to /api/careers/applications that works without
 * JavaScript (the answer is a 303 back here with codes in the address and the typed values in the draft cookie);
 * with JavaScript the CAPTCHA solves itself before the form is sent. The submission id comes from the page,
 * which renders per request.
 */
export async function ApplicationForm({ locale, opening, submissionId, state, today }: { locale: Locale; opening: { id: string; title: string } | null; submissionId: string; state: ApplicationFormState; today: string }) {
  const t = await getTranslations({ locale, namespace: 'careers.form' });
  const draft = state.draft;
  const errorText = (f: ApplicationField) => (state.errors[f] ? t(`fieldErrors.${state.errors[f] as ApplicationFieldCode}`) : null);
  const label = (f: ApplicationField) => t(f).replace(/ \*$/, '');
  const errorEntries = ORDER.filter((f) => state.errors[f]);
  const formError = state.error as ApplicationFormError | 'INVALID_INPUT' | null;
  const cvError = formError && FILE_ERRORS.includes(formError) ? t(`errors.${formError}`, { email: SITE.email }) : null;
  const action = `/api/careers/applications?${new URLSearchParams({ locale, opening: opening?.id ?? '' })}`;
  const text = (f: 'givenName' | 'surname' | 'email' | 'phone' | 'earliestStart', attrs: Record<string, string | boolean>, hint?: string) => (
    <TextField id={`app-${f}`} name={f} label={t(f)} defaultValue={draft?.[f] ?? ''} hint={hint} error={errorText(f)} errorTestId={`error-${f}`} fieldClassName="mt-5 flex flex-col gap-1" {...attrs} />
  );
  return (
    <section id="application" aria-labelledby="application-h" className="mt-10 max-w-3xl scroll-mt-4 rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid="application-form">
      <h2 id="application-h" className="text-2xl font-semibold text-ink">{opening ? t('heading') : t('headingUnsolicited')}</h2>
      <p className="mt-2 text-muted">{t('intro')}</p>
      {(formError || errorEntries.length > 0) && (
        <div className="mt-4">
          <ErrorSummary
            testId="application-errors"
            title={formError && formError !== 'INVALID_INPUT' ? t(`errors.${formError}`, { email: SITE.email }) : t('errorSummary', { count: errorEntries.length })}
            errors={errorEntries.map((f) => ({ id: f === 'cv' ? 'app-cv' : f === 'consent' ? 'app-consent' : `app-${f}`, message: `${label(f)}: ${errorText(f)}` }))}
          />
        </div>
      )}
      <form method="post" action={action} encType="multipart/form-data" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="submissionId" value={submissionId} />
        <input type="hidden" name="opening" value={opening?.id ?? ''} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          {text('givenName', { autoComplete: 'given-name', maxLength: '100', required: true })}
          {text('surname', { autoComplete: 'family-name', maxLength: '100', required: true })}
        </div>
        {text('email', { type: 'email', autoComplete: 'email', maxLength: '254', required: true })}
        {text('phone', { type: 'tel', autoComplete: 'tel', maxLength: '30' }, t('phoneHint'))}
        {text('earliestStart', { type: 'date', min: today, required: true, short: true })}
        <TextAreaField id="app-message" name="message" label={t('message')} hint={t('messageHint')} defaultValue={draft?.message ?? ''} error={errorText('message')} errorTestId="error-message" fieldClassName="mt-5 flex flex-col gap-1" rows={6} maxLength={MESSAGE_MAX} required />
        <Field id="app-cv" label={t('cv')} hint={cvError || !draft ? t('cvHint') : `${t('cvHint')} ${t('reselect')}`} error={cvError} errorTestId="error-cv" className="mt-5 flex flex-col gap-1">
          <Input id="app-cv" type="file" name="cv" accept={CV_ACCEPT} required hint error={cvError ?? undefined} />
        </Field>
        <div className="mt-5">
          <CheckboxField id="app-consent" name="consent" value="yes" label={t('consent', { brand: SITE.brand })} error={errorText('consent')} errorTestId="error-consent" required />
          <p className="mt-2 text-sm text-muted" data-testid="retention">
            {t.rich('retention', { privacy: (chunks) => <a href={`${localizedPath('privacy', locale)}#applications`} className="text-brand-700 underline">{chunks}</a> })}
          </p>
        </div>
        <CaptchaField locale={locale} strings={(await getMessages({ locale })).loginForm.captcha} />
        <p className="mt-3 text-sm text-muted">{t('captchaNotice')}</p>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-5 w-full sm:w-auto`} data-testid="application-submit">{t('submit')}</button>
      </form>
    </section>
  );
}

/** Shown instead of the form after the application arrived. */
export async function ApplicationSent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'careers.form' });
  return (
    <section id="application" role="status" className="mt-10 max-w-3xl scroll-mt-4 rounded-2xl bg-green-50 p-5 text-green-900" data-testid="application-sent">
      <h2 className="text-xl font-semibold">{t('sentHeading')}</h2>
      <p className="mt-2">{t('sentText')}</p>
    </section>
  );
}

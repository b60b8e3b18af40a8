import { getMessages, getTranslations } from 'next-intl/server';
import { CaptchaField } from '@/components/captcha/CaptchaField';
import { CheckboxField, ErrorSummary, PRIMARY_BUTTON_CLASS, TextAreaField, TextField } from '@/components/forms';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { FormState } from '@/lib/forms/form-state';
import { ENQUIRY_MESSAGE_MAX, type EnquiryField } from '../enquiry-form';

/** The form's action (src/app/api/properties/enquiry/route.ts). */
export const ENQUIRY_ACTION = '/api/properties/enquiry';

const EMPTY: FormState<EnquiryField> = { errors: {}, error: null, draft: null };

/**
 * The enquiry about this listing (issue 48): name, e-mail, optional phone, message, consent and the proof-of-work
 * CAPTCHA of booking (ADR 016/033); a plain POST that works without JavaScript. On the listing page (a data page kept
 * for everyone, ADR 012) it renders empty: nothing of the visitor, no per-request token. A refusal comes back on the
 * private enquiry page with the codes in its address and the typed values from the draft cookie (ADR 025).
 */
export async function ListingEnquiry({ locale, slug, isDemo, form = EMPTY }: { locale: Locale; slug: string; isDemo: boolean; form?: FormState<EnquiryField> }) {
  const tp = await getTranslations({ locale, namespace: 'properties' });
  const t = Object.assign((key: string, values?: Record<string, string | number>) => tp(`enquiry.${key}` as 'enquiry.heading', values as never), {
    rich: (key: string, values: Parameters<typeof tp.rich>[1]) => tp.rich(`enquiry.${key}` as 'enquiry.heading', values),
  });
  const errorText = (f: EnquiryField) => (form.errors[f] ? t(`errors.${form.errors[f] as 'required'}`) : undefined);
  const entries = (['name', 'email', 'phone', 'message', 'consent'] as const).filter((f) => form.errors[f]);
  const label = (f: EnquiryField) => t(`fields.${f === 'consent' ? 'consentShort' : f}`);
  return (
    <section aria-labelledby="listing-enquiry" id="enquiry" className="rounded-2xl border border-slate-200 p-5" data-testid="listing-enquiry">
      <h2 id="listing-enquiry" className="text-xl font-semibold text-ink">{t('heading')}</h2>
      <p className="mt-2 text-sm text-muted">{t('intro')}</p>
      {isDemo && <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="enquiry-demo-notice">{t('demoNotice')}</p>}
      {(form.error || entries.length > 0) && (
        <div className="mt-4">
          <ErrorSummary
            testId="enquiry-errors"
            title={form.error ? t(`formErrors.${form.error as 'RATE_LIMITED'}`) : t('errorSummary', { count: entries.length })}
            errors={entries.map((f) => ({ id: `enq-${f}`, message: `${label(f)}: ${errorText(f)}` }))}
          />
        </div>
      )}
      <form method="post" action={ENQUIRY_ACTION} noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="listing" value={slug} />
        <TextField id="enq-name" name="name" label={t('fields.name')} autoComplete="name" maxLength={100} required defaultValue={form.draft?.name ?? ''} error={errorText('name')} errorTestId="enquiry-error-name" fieldClassName="mt-4 flex flex-col gap-1" />
        <TextField id="enq-email" name="email" type="email" label={t('fields.email')} autoComplete="email" maxLength={254} required defaultValue={form.draft?.email ?? ''} error={errorText('email')} errorTestId="enquiry-error-email" fieldClassName="mt-4 flex flex-col gap-1" />
        <TextField id="enq-phone" name="phone" type="tel" label={t('fields.phone')} hint={t('fields.phoneHint')} autoComplete="tel" maxLength={40} defaultValue={form.draft?.phone ?? ''} error={errorText('phone')} errorTestId="enquiry-error-phone" fieldClassName="mt-4 flex flex-col gap-1" />
        <TextAreaField id="enq-message" name="message" label={t('fields.message')} hint={t('fields.messageHint', { max: ENQUIRY_MESSAGE_MAX })} rows={5} maxLength={ENQUIRY_MESSAGE_MAX} required defaultValue={form.draft?.message ?? ''} error={errorText('message')} errorTestId="enquiry-error-message" fieldClassName="mt-4 flex flex-col gap-1" />
        <div className="mt-4">
          <CheckboxField
            id="enq-consent"
            name="consent"
            value="yes"
            defaultChecked={form.draft?.consent === 'yes'}
            label={t.rich('fields.consent', { privacy: (chunks) => <a href={localizedPath('privacy', locale)} className="text-brand-700 underline">{chunks}</a> })}
            error={errorText('consent')}
            errorTestId="enquiry-error-consent"
          />
        </div>
        <CaptchaField locale={locale} strings={(await getMessages({ locale })).loginForm.captcha} start="focus" />
        <p className="mt-3 text-sm text-muted">{t('captchaNotice')}</p>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-4 w-full sm:w-auto`} data-testid="enquiry-submit">{t('submit')}</button>
      </form>
    </section>
  );
}

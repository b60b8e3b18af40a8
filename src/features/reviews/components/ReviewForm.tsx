import { getTranslations } from 'next-intl/server';
import { CheckboxField, ChoiceGroup, ErrorSummary, PRIMARY_BUTTON_CLASS, TextAreaField } from '@/components/forms';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { FormState } from '@/lib/forms/form-state';
import { REVIEW_TEXT_MAX, type ReviewField } from '../schemas';

/**
 * The review form of the request e-mail's link (plain POST to /api/reviews; works without JavaScript): 1–5 stars as
 * radio buttons, an optional text, and the consent to publish under the name shown ("Anna L.").
 */
export async function ReviewForm({ locale, token, displayName, advisorName, form }: { locale: Locale; token: string; displayName: string; advisorName: string; form: FormState<ReviewField> }) {
  const t = await getTranslations({ locale, namespace: 'reviewForm' });
  const errorText = (f: ReviewField) => (form.errors[f] ? t(`errors.${form.errors[f] as 'required'}`, { max: REVIEW_TEXT_MAX }) : undefined);
  const entries = (Object.keys(form.errors) as ReviewField[]).filter((f) => form.errors[f]);
  const rating = form.draft?.rating ?? '';
  return (
    <section className="max-w-2xl rounded-2xl border border-slate-200 p-5 sm:p-6" data-testid="review-form">
      {(form.error || entries.length > 0) && (
        <div className="mb-4">
          <ErrorSummary testId="review-errors" title={t('errorSummary', { count: entries.length })} errors={entries.map((f) => ({ id: `rv-${f}`, message: `${t(`labels.${f}`)}: ${errorText(f)}` }))} />
        </div>
      )}
      <form method="post" action="/api/reviews" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <ChoiceGroup
          id="rv-rating"
          name="rating"
          legend={t('ratingQuestion', { advisor: advisorName })}
          legendClassName="text-lg font-semibold text-ink"
          options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t('stars', { count: n }) }))}
          optionsClassName="mt-3 flex flex-wrap gap-2"
          defaultValue={rating}
          error={errorText('rating')}
          errorTestId="error-rating"
        />
        <TextAreaField id="rv-text" name="text" label={t('labels.text')} hint={t('textHint', { max: REVIEW_TEXT_MAX })} rows={5} maxLength={REVIEW_TEXT_MAX} defaultValue={form.draft?.text ?? ''} error={errorText('text')} errorTestId="error-text" fieldClassName="mt-5 flex flex-col gap-1" />
        <div className="mt-5">
          <CheckboxField id="rv-consent" name="consent" value="yes" defaultChecked={form.draft?.consent === 'yes'} label={t('consent', { name: displayName })} />
          <p className="mt-1 text-sm text-muted">{t.rich('consentNote', { privacy: (chunks) => <a href={localizedPath('privacy', locale)} className="text-brand-700 underline">{chunks}</a> })}</p>
        </div>
        <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-5 w-full sm:w-auto`}>{t('submit')}</button>
      </form>
    </section>
  );
}

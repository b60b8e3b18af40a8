import type { Locale } from '@/i18n/routes';

/**
 * The two actions of a funnel result (the OM report and the AF price range): the PDF download (a plain link to a
 * GET route with the answers and the locale) and "save to my account", a plain POST form with the answers and the
 * saved-calculation kind: POST /api/account/calculations knows the visitor and asks a stranger to log in first
 * (ADR 021). Works without JavaScript.
 */
export function ResultActions({
  locale,
  pdfHref,
  kind,
  answers,
  texts,
  testId,
}: {
  locale: Locale;
  pdfHref: string;
  kind: 'recommendation' | 'priceRange';
  /** The answers as their URL query (answersToQuery). */
  answers: URLSearchParams;
  texts: { download: string; save: string; saveHint: string };
  /** Test ids `${testId}-pdf` and `${testId}-save`. */
  testId: string;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <a href={pdfHref} className="font-semibold text-brand-700 underline" data-testid={`${testId}-pdf`}>{texts.download}</a>
      <form method="post" action="/api/account/calculations" className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="kind" value={kind} />
        {[...answers].map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
        <button type="submit" className="rounded-lg border-2 border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50" data-testid={`${testId}-save`}>{texts.save}</button>
        <span className="text-sm text-muted">{texts.saveHint}</span>
      </form>
    </div>
  );
}

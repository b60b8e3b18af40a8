import { getFormatter, getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, TextAreaField, TextField } from '@/components/forms';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { MODERATION_CODES, type ModerationCode } from '../moderation';
import { reviewsByStatus, type ReviewRow } from '../repository';
import { OWN_SOURCE, REVIEW_TEXT_MAX } from '../schemas';

/**
 * Staff's moderation of reviews (issue 29): the pending ones (publish — only with the author's consent — or reject
 * with a reason), the published ones (a reply; the review itself cannot be edited) and the rejected ones. Imported
 * reviews arrive published, labelled with their source.
 */
export async function StaffReviewsPage({ locale, query }: { locale: Locale; query: Record<string, string | undefined> }) {
  const t = await getTranslations({ locale, namespace: 'staff.reviews' });
  const format = await getFormatter({ locale });
  const db = await getDb();
  const [pending, published, rejected] = await Promise.all([reviewsByStatus(db, 'pending'), reviewsByStatus(db, 'published'), reviewsByStatus(db, 'rejected', 30)]);
  const error = (MODERATION_CODES as readonly string[]).includes(query.error ?? '') ? (query.error as ModerationCode) : null;
  const done = ['publish', 'reject', 'reply'].includes(query.done ?? '') ? (query.done as 'publish') : null;
  const head = (r: ReviewRow) => (
    <>
      <p className="font-semibold">
        {t('stars', { count: r.rating })} · {r.displayName} · {format.dateTime(r.writtenAt, { dateStyle: 'medium', timeZone: 'Europe/Berlin' })}
      </p>
      <p className="text-sm text-muted">
        {r.source === OWN_SOURCE ? t('ownSource') : t('importedFrom', { name: r.source })} · {t(r.consentToPublish ? 'consentYes' : 'consentNo')}
      </p>
      {r.text ? <blockquote className="mt-2 whitespace-pre-line" lang={r.locale}>{r.text}</blockquote> : <p className="mt-2 text-sm text-muted">{t('noText')}</p>}
    </>
  );
  const hidden = (r: ReviewRow, action: string) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={r.id} />
      <input type="hidden" name="action" value={action} />
    </>
  );
  return (
    <div className="max-w-3xl">
      {done && <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-green-900" data-testid="reviews-done">{t(`done.${done}`)}</p>}
      {error && <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-red-900" data-testid="reviews-error">{t(`errors.${error}`)}</p>}
      <h2 className="text-xl font-semibold text-ink">{t('pendingHeading', { count: pending.length })}</h2>
      {pending.length === 0 && <p className="mt-2 text-muted">{t('nonePending')}</p>}
      <ul className="mt-3 grid gap-4" data-testid="reviews-pending">
        {pending.map((r) => (
          <li key={r.id} id={`review-${r.id}`} className="rounded-xl border border-slate-200 p-4" data-testid="review-pending">
            {head(r)}
            <div className="mt-3 flex flex-wrap items-end gap-3">
              {r.consentToPublish ? (
                <form method="post" action="/api/staff/reviews">
                  {hidden(r, 'publish')}
                  <button type="submit" className={PRIMARY_BUTTON_CLASS}>{t('publish')}</button>
                </form>
              ) : (
                <p className="text-sm">{t('cannotPublish')}</p>
              )}
              <form method="post" action="/api/staff/reviews" className="flex flex-wrap items-end gap-2">
                {hidden(r, 'reject')}
                <TextField id={`reason-${r.id}`} name="reason" label={t('reason')} maxLength={500} required />
                <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('reject')}</button>
              </form>
            </div>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold text-ink">{t('publishedHeading', { count: published.length })}</h2>
      <ul className="mt-3 grid gap-4" data-testid="reviews-published">
        {published.map((r) => (
          <li key={r.id} id={`review-${r.id}`} className="rounded-xl border border-slate-200 p-4" data-testid="review-published">
            {head(r)}
            <form method="post" action="/api/staff/reviews" className="mt-3">
              {hidden(r, 'reply')}
              <TextAreaField id={`reply-${r.id}`} name="reply" label={t('reply')} rows={2} maxLength={REVIEW_TEXT_MAX} defaultValue={r.reply ?? ''} />
              <button type="submit" className={`${SECONDARY_BUTTON_CLASS} mt-2`}>{t('saveReply')}</button>
            </form>
          </li>
        ))}
      </ul>
      {rejected.length > 0 && (
        <>
          <h2 className="mt-10 text-xl font-semibold text-ink">{t('rejectedHeading')}</h2>
          <ul className="mt-3 grid gap-3">
            {rejected.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 p-4 text-sm">
                {head(r)}
                <p className="mt-2">{t('rejectedBecause', { reason: r.rejectReason ?? '' })}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

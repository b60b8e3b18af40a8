import { TextField } from '@/components/forms';
import { getTranslations } from 'next-intl/server';
import type { LeadRow } from '@/features/leads/server';
import type { Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';

type Query = Record<string, string | string[] | undefined>;

/** "Your data": download everything (zip) and delete the account, both plain POST forms. */
export async function AccountData({ lead, locale, query }: { lead: LeadRow; locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'accountData' });
  const exportError = firstValue(query.exportError) === 'RATE_LIMITED';
  const deleteError = firstValue(query.deleteError) === 'CONFIRMATION_MISMATCH';
  return (
    <div className="grid max-w-3xl gap-8">
      <section id="export" aria-labelledby="export-title" className="rounded-2xl border border-slate-200 p-6">
        <h2 id="export-title" className="text-xl font-semibold">{t('exportTitle')}</h2>
        <p className="mt-2 text-muted">{t('exportText')}</p>
        {exportError && (
          <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">{t('errors.RATE_LIMITED')}</p>
        )}
        <form method="post" action="/api/account/export" className="mt-4">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">{t('exportButton')}</button>
        </form>
      </section>

      <section id="delete" aria-labelledby="delete-title" className="rounded-2xl border border-red-300 p-6">
        <h2 id="delete-title" className="text-xl font-semibold">{t('deleteTitle')}</h2>
        <p className="mt-2 text-muted">{t('deleteText')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
          {(t.raw('deleteItems') as string[]).map((item) => <li key={item}>{item}</li>)}
        </ul>
        <form method="post" action="/api/account/delete" className="mt-4">
          <input type="hidden" name="locale" value={locale} />
          <TextField
            id="confirm-email"
            name="confirmEmail"
            type="email"
            label={t('confirmLabel', { email: lead.email })}
            autoComplete="off"
            required
            className="max-w-md"
            error={deleteError ? <span role="alert">{t('errors.CONFIRMATION_MISMATCH')}</span> : null}
          />
          <button type="submit" className="mt-4 rounded-lg bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800">{t('deleteButton')}</button>
        </form>
      </section>
    </div>
  );
}

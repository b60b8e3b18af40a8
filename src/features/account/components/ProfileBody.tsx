import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/Avatar';
import { getDb } from '@/db';
import type { LeadRow } from '@/features/leads/server';
import { LOCALES, type Locale } from '@/i18n/routes';
import { firstValue } from '@/lib/search-params';
import { advisorOf } from '../dashboard';
import { HOME_BUYING_STATUSES, type ProfileField } from '../profile';
import { PROFILE_FORM_COOKIE, decodePostedProfile } from '../profile-form-cookie';

type Query = Record<string, string | string[] | undefined>;
const ERROR_CODES = ['required', 'invalidName', 'invalidPhone', 'invalidChoice'] as const;
const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base';

/**
 * The profile form (plain POST, works without JavaScript). After a refused POST the page shows the posted
 * values again (from a short-lived cookie, never the URL), with the message next to each wrong field.
 */
export async function ProfileBody({ locale, lead, query }: { locale: Locale; lead: LeadRow; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'accountArea.profile' });
  const posted = firstValue(query.failed) === '1' ? decodePostedProfile((await cookies()).get(PROFILE_FORM_COOKIE)?.value) : null;
  const failed = posted !== null;
  const value = (field: ProfileField, stored: string | null) => (posted ? (posted.values[field] ?? '') : (stored ?? ''));
  const error = (field: ProfileField) => ERROR_CODES.find((c) => c === posted?.errors[field]);
  const assignment = await advisorOf(await getDb(), lead);

  const text = (field: 'givenName' | 'surname' | 'phone', autoComplete: string, type = 'text', hint?: string) => {
    const code = error(field);
    const id = `profile-${field}`;
    const described = [hint ? `${id}-hint` : null, code ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div>
        <label htmlFor={id} className="font-medium">{t(`fields.${field}`)}</label>
        <input id={id} name={field} type={type} autoComplete={autoComplete} defaultValue={value(field, lead[field])} required={field === 'givenName'} aria-invalid={code ? true : undefined} aria-describedby={described} className={input} />
        {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>}
        {code && <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-testid={`${field}-error`}>{t(`errors.${code}`)}</p>}
      </div>
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <section aria-labelledby="profile-form-title" className="rounded-2xl border border-slate-200 p-6 lg:col-span-2">
        <h2 id="profile-form-title" className="text-xl font-semibold">{t('formTitle')}</h2>
        {firstValue(query.saved) === '1' && <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900" data-testid="profile-saved">{t('saved')}</p>}
        {failed && <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">{t('failed')}</p>}
        <form method="post" action="/api/account/profile" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="locale" value={locale} />
          {text('givenName', 'given-name')}
          {text('surname', 'family-name')}
          {text('phone', 'tel', 'tel', t('phoneHint'))}
          <div>
            <label htmlFor="profile-homeBuyingStatus" className="font-medium">{t('fields.homeBuyingStatus')}</label>
            <select id="profile-homeBuyingStatus" name="homeBuyingStatus" defaultValue={value('homeBuyingStatus', lead.homeBuyingStatus)} aria-invalid={error('homeBuyingStatus') ? true : undefined} className={input}>
              <option value="">{t('statusUnset')}</option>
              {HOME_BUYING_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="profile-language" className="font-medium">{t('fields.locale')}</label>
            <select id="profile-language" name="preferredLocale" defaultValue={failed ? (posted.values.locale ?? lead.locale) : lead.locale} aria-describedby="profile-language-hint" className={input}>
              {LOCALES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
            </select>
            <p id="profile-language-hint" className="mt-1 text-xs text-muted">{t('localeHint')}</p>
          </div>
          <div>
            <span className="font-medium">{t('fields.email')}</span>
            <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2.5 wrap-break-word" data-testid="profile-email">{lead.email}</p>
            <p className="mt-1 text-xs text-muted">{t('emailHint')}</p>
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">{t('submit')}</button>
          </div>
        </form>
      </section>

      <section aria-labelledby="profile-advisor-title" className="self-start rounded-2xl border border-slate-200 p-6" data-testid="profile-advisor">
        <h2 id="profile-advisor-title" className="text-xl font-semibold">{t('advisorTitle')}</h2>
        {assignment.advisor ? (
          <>
            <div className="mt-4 flex items-center gap-3">
              <Avatar name={`${assignment.advisor.givenName} ${assignment.advisor.surname}`} picture={assignment.advisor.picture} size={40} />
              <p className="font-semibold">{assignment.advisor.givenName} {assignment.advisor.surname}</p>
            </div>
            <p className="mt-2 text-sm text-muted">{t(assignment.kind === 'claimed' ? 'advisorClaimed' : 'advisorDefault')}</p>
            {assignment.kind === 'claimed' && (
              <form method="post" action="/api/account/unclaim-advisor" className="mt-4">
                <input type="hidden" name="locale" value={locale} />
                <button type="submit" className="rounded-lg border-2 border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">{t('unclaim')}</button>
              </form>
            )}
          </>
        ) : (
          <p className="mt-2 text-muted">{t('advisorNone')}</p>
        )}
        {firstValue(query.unclaimed) === '1' && <p role="status" className="mt-3 text-sm text-green-900">{t('unclaimed')}</p>}
      </section>
    </div>
  );
}

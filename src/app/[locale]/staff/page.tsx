import { getFormatter, getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { getStaffUser } from '@/features/staff/identity';
import { newestLeads } from '@/features/staff/overview';
import { REQUEST_KINDS, type RequestKind } from '@/features/lead-requests/schemas';
import { requestSummary } from '@/features/lead-requests/summary';
import { isTokenShape } from '@/lib/tokens';

/**
 * The team's page (spec section 6: advisors and admins; the admin cookie). A one-time link from
 * `npm run staff -- link <e-mail>` opens it with a token; a GET never logs in (the button posts the token,
 * as for customers). Logged in, it shows who is logged in, the newest leads with their requests and
 * documents, and the logout. Rendered per request, never indexed.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('staff', await params)), robots: { index: false, follow: false }, referrer: 'same-origin' as const };
}

const isRequestKind = (kind: string): kind is RequestKind => (REQUEST_KINDS as readonly string[]).includes(kind);
const button = 'rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700';

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' && isTokenShape(query.token) ? query.token : null;
  const t = await getTranslations({ locale, namespace: 'staff' });
  const format = await getFormatter({ locale });
  const staff = await getStaffUser();
  const notice = query.error === 'LINK_INVALID' ? t('linkInvalid') : query.error === 'LOGOUT_FAILED' ? t('logoutFailed') : query.loggedOut === '1' && !staff ? t('loggedOut') : null;
  return (
    <StandardPage routeName="staff" locale={locale}>
      {notice && <p role="status" data-testid="staff-notice" className="mb-6 max-w-2xl rounded-lg border border-slate-300 bg-slate-50 p-4">{notice}</p>}
      {staff ? (
        <>
          <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="staff-signed-in">
            <p>{t('signedIn', { name: staff.name, email: staff.email, role: t(`roles.${staff.role === 'admin' ? 'admin' : 'advisor'}`) })}</p>
            <p className="mt-2 text-muted">{t('abilities')}</p>
            <form method="post" action="/api/v3/delete-admin-cookie" className="mt-4">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={button}>{t('logout')}</button>
            </form>
          </section>
          <section aria-labelledby="staff-leads" className="mt-8">
            <h2 id="staff-leads" className="text-xl font-semibold">{t('leadsTitle')}</h2>
            <ul className="mt-4 space-y-4">
              {(await newestLeads(await getDb(), staff)).map(({ lead, requests, documents }) => (
                <li key={lead.id} className="rounded-xl border border-slate-200 p-4">
                  <p className="font-medium">{[lead.givenName, lead.surname].filter(Boolean).join(' ') || '—'} · {lead.email}</p>
                  <p className="text-sm text-muted">{format.dateTime(lead.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} · {lead.utmSource} / {lead.utmMedium} / {lead.utmCampaign}</p>
                  {requests.map((r) => (
                    <dl key={r.id} className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 rounded bg-slate-50 p-2 text-sm">
                      {(isRequestKind(r.kind) ? requestSummary(locale, r.kind, r.answers as Record<string, unknown>) : []).map((line) => (
                        <div key={line.label} className="contents">
                          <dt className="text-muted">{line.label}</dt>
                          <dd>{line.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ))}
                  {documents.length > 0 && (
                    <ul className="mt-2 list-disc pl-5 text-sm">
                      {documents.map((d) => (
                        <li key={d.id}><a className="underline" href={`/api/account/documents/${d.id}`}>{d.fileName}</a> ({format.number(d.sizeBytes / 1024, { maximumFractionDigits: 0 })} KB)</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : token ? (
        <section className="max-w-xl rounded-2xl border border-slate-200 p-6">
          <p>{t('confirmText')}</p>
          <form method="post" action="/api/staff/login" className="mt-4">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={button}>{t('confirmButton')}</button>
          </form>
        </section>
      ) : (
        <p className="max-w-2xl">{t('howTo')}</p>
      )}
    </StandardPage>
  );
}

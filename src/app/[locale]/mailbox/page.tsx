import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { env } from '@/env';
import { listMailbox, mailboxEmail, mailboxAllowedFor } from '@/features/email/routes';
import { localizedPath } from '@/i18n/paths';

/**
 * The local mailbox: without SMTP_URL the site keeps its e-mails in the database (and writes their text to
 * the server log); this page lists them to requests from this machine only (src/proxy.ts answers every other
 * request with the 404 page; checked here again). Rendered per request, never indexed.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  return { ...(await standardMetadata('mailbox', await params)), robots: { index: false, follow: false } };
}

const STATUSES = ['queued', 'sent', 'kept', 'failed', 'cancelled'] as const;

export default async function Page({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  if (!mailboxAllowedFor(await headers(), env)) notFound();
  const t = await getTranslations({ locale, namespace: 'staff.mailbox' });
  const format = await getFormatter({ locale });
  const db = await getDb();
  const id = (await searchParams).id;
  const status = (s: string) => (STATUSES as readonly string[]).includes(s) ? t(`statuses.${s as (typeof STATUSES)[number]}`) : s;
  if (typeof id === 'string') {
    const email = await mailboxEmail(db, id);
    if (!email) notFound();
    return (
      <StandardPage routeName="mailbox" locale={locale}>
        <article className="max-w-3xl rounded-2xl border border-slate-200 p-6" data-testid="mailbox-email">
          <h2 className="text-xl font-semibold">{email.subject}</h2>
          <p className="mt-1 text-sm text-muted">{t('to')}: {email.toAddress} · {format.dateTime(email.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} · {status(email.status)}</p>
          <pre className="mt-4 whitespace-pre-wrap break-words font-sans">{email.text}</pre>
          <a href={localizedPath('mailbox', locale)} className="mt-6 inline-block font-semibold text-brand-700 underline">{t('back')}</a>
        </article>
      </StandardPage>
    );
  }
  const rows = await listMailbox(db);
  return (
    <StandardPage routeName="mailbox" locale={locale}>
      {rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <p className="mb-3 text-sm text-muted">{t('count', { count: rows.length })}</p>
          <table className="w-full text-left text-sm" data-testid="mailbox">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">{t('created')}</th>
                <th scope="col" className="py-2 pr-4">{t('to')}</th>
                <th scope="col" className="py-2 pr-4">{t('subject')}</th>
                <th scope="col" className="py-2">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-200">
                  <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(r.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                  <td className="py-2 pr-4">{r.toAddress}</td>
                  <td className="py-2 pr-4"><a className="underline" href={`${localizedPath('mailbox', locale)}?id=${r.id}`}>{r.subject}</a></td>
                  <td className="py-2">{status(r.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardPage>
  );
}

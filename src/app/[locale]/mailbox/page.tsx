import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { DataTable } from '@/components/tables/DataTable';
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
      <DataTable
        id="mailbox"
        caption={t('count', { count: rows.length })}
        rows={rows}
        rowKey={(r) => r.id}
        empty={t('empty')}
        columns={[
          { key: 'created', label: t('created'), className: 'whitespace-nowrap', cell: (r) => format.dateTime(r.createdAt, { dateStyle: 'short', timeStyle: 'short' }) },
          { key: 'to', label: t('to'), cell: (r) => r.toAddress },
          { key: 'subject', label: t('subject'), cell: (r) => <a className="underline" href={`${localizedPath('mailbox', locale)}?id=${r.id}`}>{r.subject}</a> },
          { key: 'status', label: t('status'), cell: (r) => status(r.status) },
        ]}
      />
    </StandardPage>
  );
}

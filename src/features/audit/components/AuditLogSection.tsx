import { getFormatter, getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import type { Locale } from '@/i18n/routes';
import { AUDIT_ACTIONS, auditEntries, type AuditAction } from '../audit-log';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A JSON value of an entry in one line (before/after), or a dash. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '–';
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');
}

/**
 * The audit log for admins (issue 28, ADR 036): newest first, filtered by action, actor, days and subject with a
 * plain GET form. Server-rendered; the caller shows it to admins only.
 */
export async function AuditLogSection({ locale, query }: { locale: Locale; query: Query }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.audit' }), getFormatter({ locale })]);
  /** An action's words (its message key is the code with `_` for `.`); an unknown code as it is. */
  const actionLabel = (code: string) => ((AUDIT_ACTIONS as readonly string[]).includes(code) ? t(`actions.${code.replace('.', '_') as 'certificate_revoked'}`) : code);
  const action = (AUDIT_ACTIONS as readonly string[]).includes(one(query.auditAction)) ? (one(query.auditAction) as AuditAction) : null;
  const actor = one(query.auditActor);
  const from = DAY.test(one(query.auditFrom)) ? one(query.auditFrom) : '';
  const to = DAY.test(one(query.auditTo)) ? one(query.auditTo) : '';
  const subject = one(query.auditSubject);
  const entries = await auditEntries(await getDb(), { action, actor, from, to, subjectId: subject || null, limit: 200 });
  return (
    <section aria-labelledby="staff-audit" className="mt-8" data-testid="staff-audit">
      <h2 id="staff-audit" className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-2 max-w-3xl text-muted">{t('intro')}</p>
      <form method="get" action="#staff-audit" className="mt-4 grid max-w-4xl gap-x-4 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField id="audit-action" name="auditAction" label={t('filters.action')} defaultValue={action ?? ''}>
          <option value="">{t('filters.all')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>{actionLabel(a)}</option>
          ))}
        </SelectField>
        <TextField id="audit-actor" name="auditActor" label={t('filters.actor')} defaultValue={actor} />
        <TextField id="audit-subject" name="auditSubject" label={t('filters.subject')} defaultValue={subject} />
        <TextField id="audit-from" name="auditFrom" type="date" label={t('filters.from')} defaultValue={from} />
        <TextField id="audit-to" name="auditTo" type="date" label={t('filters.to')} defaultValue={to} />
        <div className="mt-4 lg:col-span-5">
          <button type="submit" className={SECONDARY_BUTTON_CLASS}>{t('filters.apply')}</button>
        </div>
      </form>
      <DataTable
        id="staff-audit-entries"
        caption={t('title')}
        captionHidden
        cards
        className="mt-4"
        rows={entries}
        rowKey={(e) => e.id}
        empty={t('none')}
        columns={[
          { key: 'at', label: t('columns.at'), className: 'tabular-nums', cell: (e) => format.dateTime(e.at, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' }) },
          { key: 'actor', label: t('columns.actor'), cell: (e) => `${e.actorLabel}${e.actorKind === 'command' ? ` (${t('commandLine')})` : ''}` },
          { key: 'action', label: t('columns.action'), cell: (e) => actionLabel(e.action) },
          { key: 'subject', label: t('columns.subject'), cell: (e) => e.subjectId },
          { key: 'before', label: t('columns.before'), className: 'break-words', cell: (e) => show(e.before) },
          { key: 'after', label: t('columns.after'), className: 'break-words', cell: (e) => show(e.after) },
        ]}
      />
    </section>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import { SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
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
      {entries.length === 0 ? (
        <p className="mt-4 text-muted">{t('none')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm" data-testid="staff-audit-entries">
            <thead>
              <tr className="border-b border-slate-200 text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">{t('columns.at')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('columns.actor')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('columns.action')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('columns.subject')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('columns.before')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('columns.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td data-label={t('columns.at')} className="py-2 pr-4 tabular-nums">{format.dateTime(e.at, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' })}</td>
                  <td data-label={t('columns.actor')} className="py-2 pr-4">{e.actorLabel}{e.actorKind === 'command' ? ` (${t('commandLine')})` : ''}</td>
                  <td data-label={t('columns.action')} className="py-2 pr-4">{actionLabel(e.action)}</td>
                  <td data-label={t('columns.subject')} className="py-2 pr-4">{e.subjectId}</td>
                  <td data-label={t('columns.before')} className="py-2 pr-4 break-words">{show(e.before)}</td>
                  <td data-label={t('columns.after')} className="py-2 pr-4 break-words">{show(e.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

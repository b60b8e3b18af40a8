import { getTranslations } from 'next-intl/server';
import { PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS, SelectField, TextField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { getDb } from '@/db';
import { activeAdvisors } from '@/features/booking/server';
import { listStaffMembers, STAFF_ROLES } from '@/features/staff/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';

type Query = Record<string, string | undefined>;
const DONE = ['added', 'role', 'link', 'reset'] as const;
const ERRORS = ['INVALID_EMAIL', 'INVALID_ROLE', 'INVALID_NAME', 'UNKNOWN_ADVISOR', 'EXISTS', 'NOT_FOUND', 'LAST_ADMIN'] as const;

/**
 * The team's members for admins (issue 28): roles, advisor profiles and second factors; add a member, change a
 * role, make a one-time login link (shown two minutes), reset a lost second factor. Plain forms.
 */
export async function StaffMembersPage({ locale, query, shownLink }: { locale: Locale; query: Query; shownLink: { email: string; url: string } | null }) {
  const [t, ts, tl, tp] = await Promise.all([getTranslations({ locale, namespace: 'staff.members' }), getTranslations({ locale, namespace: 'staff' }), getTranslations({ locale, namespace: 'staff.leads' }), getTranslations({ locale, namespace: 'pages.staffMembers' })]);
  const db = await getDb();
  const [members, advisorList] = await Promise.all([listStaffMembers(db), activeAdvisors(db)]);
  const done = DONE.find((d) => d === query.done);
  const error = ERRORS.find((e) => e === query.error);
  const hidden = <input type="hidden" name="locale" value={locale} />;
  return (
    <>
      <nav aria-label={tl('nav.team')} className="mb-4 flex flex-wrap gap-4 text-sm">
        <a className="underline" href={localizedPath('staff', locale)}>{tl('nav.team')}</a>
        <a className="underline" href={localizedPath('staff-leads', locale)}>{tl('nav.leads')}</a>
        <a className="underline" href={localizedPath('staff-calendar', locale)}>{tl('nav.calendar')}</a>
      </nav>
      {done && <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="members-done">{t(`done.${done}`)}</p>}
      {error && <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="members-error">{t(`errors.${error}`)}</p>}
      {shownLink && (
        <p className="mb-4 max-w-3xl rounded-lg border border-amber-500 bg-amber-50 p-3" data-testid="members-link">
          {t('linkShown', { email: shownLink.email })} <code className="break-all">{shownLink.url}</code>
        </p>
      )}
      <DataTable
        id="members"
        caption={tp('title')}
        captionHidden
        cards
        rows={members}
        rowKey={(m) => m.id}
        rowData={(m) => ({ 'data-member': m.email })}
        columns={[
          { key: 'name', label: t('columns.name'), rowHeader: true, cell: (m) => m.name },
          { key: 'email', label: t('columns.email'), className: 'break-all', cell: (m) => m.email },
          {
            key: 'role',
            label: t('columns.role'),
            cell: (m) => (
              <form method="post" action="/api/staff/members" className="flex flex-wrap items-end gap-2">
                {hidden}
                <input type="hidden" name="action" value="role" />
                <input type="hidden" name="member" value={m.id} />
                <SelectField id={`role-${m.id}`} name="role" label={t('columns.role')} defaultValue={m.role}>
                  {STAFF_ROLES.map((r) => <option key={r} value={r}>{ts(`roles.${r}`)}</option>)}
                </SelectField>
                <button type="submit" className="underline">{t('saveRole')}</button>
              </form>
            ),
          },
          { key: 'advisor', label: t('columns.advisor'), cell: (m) => (m.advisorName ? (m.advisorIsDemo ? tl('demoAdvisor', { name: m.advisorName }) : m.advisorName) : t('none')) },
          { key: 'secondFactor', label: t('columns.secondFactor'), cell: (m) => (m.secondFactor ? t('yes') : t('no')) },
          {
            key: 'actions',
            label: t('columns.actions'),
            cell: (m) => (
              <>
                <form method="post" action="/api/staff/members">
                  {hidden}
                  <input type="hidden" name="action" value="link" />
                  <input type="hidden" name="member" value={m.id} />
                  <button type="submit" className="underline">{t('makeLink')}</button>
                </form>
                {m.secondFactor && (
                  <form method="post" action="/api/staff/members" className="mt-1">
                    {hidden}
                    <input type="hidden" name="action" value="reset" />
                    <input type="hidden" name="member" value={m.id} />
                    <button type="submit" className="underline">{t('resetSecondFactor')}</button>
                  </form>
                )}
              </>
            ),
          },
        ]}
      />
      <section aria-labelledby="members-add" className="mt-8 max-w-xl rounded-xl border border-slate-200 p-4">
        <h2 id="members-add" className="text-lg font-semibold">{t('add.title')}</h2>
        <form method="post" action="/api/staff/members" className="mt-3 flex flex-col gap-3" data-testid="members-add-form">
          {hidden}
          <input type="hidden" name="action" value="add" />
          <TextField id="member-email" name="email" type="email" label={t('add.email')} required maxLength={254} autoComplete="off" />
          <TextField id="member-name" name="name" label={t('add.name')} required maxLength={120} autoComplete="off" />
          <SelectField id="member-role" name="role" label={t('add.role')} defaultValue="advisor">
            {STAFF_ROLES.map((r) => <option key={r} value={r}>{ts(`roles.${r}`)}</option>)}
          </SelectField>
          <SelectField id="member-advisor" name="advisor" label={t('add.advisor')} defaultValue="">
            <option value="">{t('add.noAdvisor')}</option>
            {advisorList.map((a) => <option key={a.id} value={a.enumValue}>{a.isDemo ? tl('demoAdvisor', { name: `${a.givenName} ${a.surname}` }) : `${a.givenName} ${a.surname}`}</option>)}
          </SelectField>
          <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('add.submit')}</button>
        </form>
      </section>
      <p className="mt-4"><a className={SECONDARY_BUTTON_CLASS} href={localizedPath('staff', locale)}>{tl('nav.team')}</a></p>
    </>
  );
}

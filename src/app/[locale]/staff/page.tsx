import { getFormatter, getTranslations } from 'next-intl/server';
import { AuditLogSection } from '@/features/audit/server';
import { StandardPage, requireLocale, standardMetadata } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { getStaffLogin, type StaffLogin } from '@/features/staff/server';
import QRCode from 'qrcode';
import { SITE } from '@/config/site';
import { newestLeads } from '@/features/backoffice/server';
import { REQUEST_KINDS, type RequestKind, requestSummary } from '@/features/lead-requests/routes';
import { isTokenShape } from '@/lib/tokens';
import { certificateState, newestCertificates, printedName } from '@/features/certificates/server';
import { todayInBerlin } from '@/lib/dates';
import { ChoiceGroup, TextField } from '@/components/forms';
import { DataTable } from '@/components/tables/DataTable';
import { firstValue } from '@/lib/search-params';
import { localizedPath } from '@/i18n/paths';

const SECOND_FACTOR_ERRORS = ['CODE_WRONG', 'CODE_LOCKED', 'SESSION_GONE', 'KEY_CHANGED'] as const;
const CERTIFICATE_ERRORS = ['BAD_NUMBER', 'NOT_FOUND', 'NO_CERTIFICATE', 'CONFLICT', 'REASON_REQUIRED', 'BAD_ACTION'] as const;

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
  const tLoans = await getTranslations({ locale, namespace: 'loans.pipeline' });
  const format = await getFormatter({ locale });
  const login = await getStaffLogin();
  const staff = login?.state === 'signed-in' ? login.staff : null;
  const notice = query.error === 'LINK_INVALID' ? t('linkInvalid') : query.error === 'LOGOUT_FAILED' ? t('logoutFailed') : query.loggedOut === '1' && !login ? t('loggedOut') : null;
  const codeError = SECOND_FACTOR_ERRORS.find((code) => code === firstValue(query.codeError));
  return (
    <StandardPage routeName="staff" locale={locale}>
      {notice && <p role="status" data-testid="staff-notice" className="mb-6 max-w-2xl rounded-lg border border-slate-300 bg-slate-50 p-4">{notice}</p>}
      {codeError && (!login || login.state !== 'signed-in') && (
        <p role="alert" data-testid="staff-code-error" className="mb-6 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">{t(`secondFactor.errors.${codeError}`)}</p>
      )}
      {login && login.state !== 'signed-in' ? (
        <SecondFactorStep locale={locale} login={login} />
      ) : staff && login?.state === 'signed-in' ? (
        <>
          {login.recoveryCodes && <RecoveryCodes locale={locale} codes={login.recoveryCodes} />}
          <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="staff-signed-in">
            <p>{t('signedIn', { name: staff.name, email: staff.email, role: t(`roles.${staff.role === 'admin' ? 'admin' : 'advisor'}`) })}</p>
            <p className="mt-2 text-muted">{t('abilities')}</p>
            {!login.recoveryCodes && <p className="mt-2 text-sm text-muted" data-testid="staff-recovery-left">{t('secondFactor.recoveryLeft', { count: login.recoveryCodesLeft })}</p>}
            <form method="post" action="/api/v3/delete-admin-cookie" className="mt-4">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={button}>{t('logout')}</button>
            </form>
          </section>
          <StaffCertificates locale={locale} query={query} />
          {staff.role === 'admin' && <AuditLogSection locale={locale} query={query} />}
          <section aria-labelledby="staff-leads" className="mt-8">
            <h2 id="staff-leads" className="text-xl font-semibold">{t('leadsTitle')}</h2>
            <p className="mt-1 flex flex-wrap gap-x-6"><a className="font-semibold text-brand-700 underline" href={localizedPath('staff-leads', locale)} data-testid="staff-all-leads">{t('allLeads')}</a><a className="font-semibold text-brand-700 underline" href={localizedPath('staff-calendar', locale)} data-testid="staff-calendar-link">{t('allCalendar')}</a><a className="font-semibold text-brand-700 underline" href={localizedPath('staff-reviews', locale)} data-testid="staff-reviews-link">{t('allReviews')}</a><a className="font-semibold text-brand-700 underline" href={localizedPath('staff-lenders', locale)} data-testid="staff-lenders-link">{t('allLenders')}</a><a className="font-semibold text-brand-700 underline" href={localizedPath('staff-refinance-pipeline', locale)} data-testid="staff-pipeline-link">{tLoans('staffLink')}</a>{staff.role === 'admin' && <a className="font-semibold text-brand-700 underline" href={localizedPath('staff-members', locale)} data-testid="staff-members-link">{t('allMembers')}</a>}{staff.role === 'admin' && <a className="font-semibold text-brand-700 underline" href={localizedPath('staff-admin', locale)} data-testid="staff-admin-link">{t('allAdmin')}</a>}{staff.role === 'admin' && <a className="font-semibold text-brand-700 underline" href={localizedPath('staff-advisors', locale)} data-testid="staff-advisors-link">{t('allAdvisors')}</a>}{staff.role === 'admin' && <a className="font-semibold text-brand-700 underline" href={localizedPath('staff-rates', locale)} data-testid="staff-rates-link">{t('allRates')}</a>}{staff.role === 'admin' && <a className="font-semibold text-brand-700 underline" href={localizedPath('staff-report', locale)} data-testid="staff-report-link">{t('allReport')}</a>}{staff.role === 'admin' && <a className="font-semibold text-brand-700 underline" href={localizedPath('staff-applications', locale)} data-testid="staff-applications-link">{t('allApplications')}</a>}</p>
            <ul className="mt-4 space-y-4">
              {(await newestLeads(await getDb(), staff)).map(({ lead, requests, documents }) => (
                <li key={lead.id} className="rounded-xl border border-slate-200 p-4">
                  <p className="font-medium"><a className="underline" href={localizedPath('staff-lead', locale, { lead: lead.id })}>{[lead.givenName, lead.surname].filter(Boolean).join(' ') || '—'}</a> · {lead.email}</p>
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

/** The newest financing certificates and the staff actions on them (issue 26): documents checked, revoke. */
async function StaffCertificates({ locale, query }: { locale: 'de' | 'en'; query: Record<string, string | string[] | undefined> }) {
  const [t, tc, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.certificates' }), getTranslations({ locale, namespace: 'certificates' }), getFormatter({ locale })]);
  const today = todayInBerlin();
  const list = await newestCertificates(await getDb());
  const number = (firstValue(query.number) ?? '').slice(0, 20);
  const done = firstValue(query.certificate);
  const error = CERTIFICATE_ERRORS.find((e) => e === firstValue(query.certificateError));
  return (
    <section aria-labelledby="staff-certificates" className="mt-8">
      <h2 id="staff-certificates" className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-1 max-w-3xl text-muted">{t('intro')}</p>
      {(done === 'checked' || done === 'revoked') && <p role="status" className="mt-3 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="staff-certificate-notice">{t(`done.${done}`, { number })}</p>}
      {error && <p role="alert" className="mt-3 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="staff-certificate-error">{t(`errors.${error}`, { number })}</p>}
      <DataTable
        id="staff-certificates"
        caption={t('title')}
        captionHidden
        cards
        className="mt-3"
        rows={list}
        rowKey={(c) => c.id}
        empty={t('none')}
        columns={[
          { key: 'number', label: t('number'), rowHeader: true, className: 'font-mono', cell: (c) => c.number },
          { key: 'applicants', label: t('applicants'), cell: (c) => c.applicants.map((a) => printedName(a, (key) => tc(key as 'titles.dr'))).join(', ') },
          { key: 'loan', label: t('loan'), cell: (c) => format.number(c.loanAmount, 'euro') },
          { key: 'state', label: t('state'), cell: (c) => tc(`state.${certificateState(c, today)}`) },
          { key: 'status', label: t('status'), cell: (c) => tc(`status.${c.status as 'self_reported'}`) },
          {
            key: 'payslips',
            label: t('payslips'),
            cell: (c) => (
              <>
                {t('payslipCount', { uploaded: c.documents.filter((d) => d.documentId).length, needed: c.applicants.length })}
                {c.documents.filter((d) => d.documentId).map((d) => (
                  <a key={d.id} className="ml-2 underline" href={`/api/account/documents/${d.documentId}`}>{d.fileName}</a>
                ))}
              </>
            ),
          },
        ]}
      />
      <form method="post" action="/api/staff/certificates" className="mt-4 grid max-w-3xl gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2" data-testid="staff-certificate-form">
        <input type="hidden" name="locale" value={locale} />
        <TextField id="staff-certificate-number" name="number" label={t('number')} required defaultValue={number} autoComplete="off" />
        <ChoiceGroup id="staff-certificate-action" name="action" legend={t('action')} look="inline" defaultValue="check" options={[{ value: 'check', label: t('check') }, { value: 'revoke', label: t('revoke') }]} />
        <TextField id="staff-certificate-reason" name="reason" label={t('reason')} maxLength={500} fieldClassName="flex flex-col gap-1 sm:col-span-2" />
        <button type="submit" className={`${button} sm:col-span-2 sm:justify-self-start`}>{t('submit')}</button>
      </form>
    </section>
  );
}

/** The sign-in's second step (ADR 037): the authenticator's code, or on the first sign-in the app's enrolment. */
async function SecondFactorStep({ locale, login }: { locale: 'de' | 'en'; login: Exclude<StaffLogin, { state: 'signed-in' }> }) {
  const t = await getTranslations({ locale, namespace: 'staff.secondFactor' });
  const enrolling = login.state === 'needs-enrolment';
  const qr = enrolling ? await QRCode.toString(login.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null;
  return (
    <section className="max-w-xl rounded-2xl border border-slate-200 p-6" aria-labelledby="staff-second-factor" data-testid={enrolling ? 'staff-enrol' : 'staff-code-step'}>
      <h2 id="staff-second-factor" className="text-xl font-semibold">{t(enrolling ? 'enrolTitle' : 'codeTitle')}</h2>
      <p className="mt-2">{enrolling ? t('enrolText') : t('codeText', { brand: SITE.brand })}</p>
      {enrolling && (
        <>
          {/* The QR code is drawn on the server (qrcode) as SVG: no script, no request elsewhere. */}
          <div role="img" aria-label={t('qrLabel')} className="mt-4 w-48 bg-white" dangerouslySetInnerHTML={{ __html: qr! }} />
          <p className="mt-4 text-sm text-muted">{t('secretLabel')}</p>
          <p className="mt-1 font-mono text-lg tracking-wider break-all" data-testid="staff-totp-secret">{login.secret.match(/.{1,4}/g)!.join(' ')}</p>
        </>
      )}
      <form method="post" action="/api/staff/second-factor" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="locale" value={locale} />
        <TextField id="staff-code" name="code" label={t('codeLabel')} required autoComplete="one-time-code" inputMode={enrolling ? 'numeric' : 'text'} maxLength={20} />
        <button type="submit" className={`${button} self-start`}>{t(enrolling ? 'enrolSubmit' : 'submit')}</button>
      </form>
    </section>
  );
}

/** The ten recovery codes made at the enrolment, shown until the staff member says they are saved. */
async function RecoveryCodes({ locale, codes }: { locale: 'de' | 'en'; codes: string[] }) {
  const t = await getTranslations({ locale, namespace: 'staff.secondFactor' });
  return (
    <section className="mb-6 max-w-2xl rounded-2xl border border-amber-500 bg-amber-50 p-6" aria-labelledby="staff-recovery" data-testid="staff-recovery-codes">
      <h2 id="staff-recovery" className="text-xl font-semibold">{t('recoveryTitle')}</h2>
      <p className="mt-2">{t('recoveryText')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
      <form method="post" action="/api/staff/recovery-codes" className="mt-4">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={button}>{t('recoverySaved')}</button>
      </form>
    </section>
  );
}

import { getFormatter, getTranslations } from 'next-intl/server';
import { CheckboxField, MoneyInput, PRIMARY_BUTTON_CLASS, SelectField, TextAreaField, TextField, LABEL_CLASS } from '@/components/forms';
import { allowedMoves, isPipelineStage, LEAD_MESSAGE_KINDS, MESSAGE_NOTE_MAX, NOTE_MAX_LENGTH, type LeadRow } from '@/features/leads/server';
import { REQUEST_KINDS, requestSummary, type RequestKind } from '@/features/lead-requests/server';
import { LeadOffersStaffSection } from '@/features/offers/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import type { LeadCase, TimelineEvent } from '../lead-case';
import type { LeadPropertyContext as PropertyContext } from '../property-context';
import { LeadPropertyContext } from './LeadPropertyContext';

type Query = Record<string, string | undefined>;
const DONE = ['stage', 'forecast', 'note', 'advisor', 'advisorUnchanged', 'documentChecked', 'documentRejected', 'message', 'certificateChecked', 'certificateRevoked'] as const;
const ERRORS = ['TRANSITION_NOT_ALLOWED', 'STAGE_CHANGED', 'INVALID_INPUT', 'NOT_FOUND', 'REASON_REQUIRED', 'CERTIFICATE_REASON_REQUIRED', 'NO_CERTIFICATE', 'CONFLICT'] as const;
const isRequestKind = (kind: string): kind is RequestKind => (REQUEST_KINDS as readonly string[]).includes(kind);

/**
 * One lead's case for staff (issue 28): contact and stage, the actions (move the stage along the allowed moves,
 * the forecast and the optimal offer's visibility, a note), and everything the site knows in time order. Plain
 * forms posting to /api/staff/leads/<id>; the answer comes back here as ?done= or ?error=.
 */
export async function LeadCasePage({ locale, value, query, advisors, property }: { locale: Locale; value: LeadCase; query: Query; /** Admins: the advisors to give the lead to; advisors: null. */ advisors: { id: string; name: string; isDemo: boolean }[] | null; /** The buyer's radars, saved listings and valuations (issue 48). */ property: PropertyContext }) {
  const [t, ta, tp, to, format] = await Promise.all([getTranslations({ locale, namespace: 'staff.leads' }), getTranslations({ locale, namespace: 'staff.audit' }), getTranslations({ locale, namespace: 'staff.leads.property' }), getTranslations({ locale, namespace: 'offers.advisorOffer' }), getFormatter({ locale })]);
  const { lead } = value;
  const stage = (s: string) => (isPipelineStage(s) ? t(`stages.${s}`) : t('otherStage', { stage: s }));
  const moves = allowedMoves(lead.pipelineStage);
  const done = DONE.find((d) => d === query.done);
  const error = ERRORS.find((e) => e === query.error);
  const action = `/api/staff/leads/${lead.id}`;
  const name = [lead.givenName, lead.surname].filter(Boolean).join(' ') || t('noName');
  const euro = (amount: number) => format.number(amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <>
      <nav aria-label={t('nav.leads')} className="mb-4 flex gap-4 text-sm">
        <a className="underline" href={localizedPath('staff-leads', locale)}>{t('back')}</a>
        <a className="underline" href={localizedPath('staff', locale)}>{t('nav.team')}</a>
      </nav>
      {done && <p role="status" className="mb-4 max-w-2xl rounded-lg border border-emerald-600 bg-emerald-50 p-3" data-testid="lead-done">{t(`done.${done}`, { stage: stage(lead.pipelineStage) })}</p>}
      {error && <p role="alert" className="mb-4 max-w-2xl rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="lead-error">{t(`errors.${error}`)}</p>}
      <section aria-labelledby="lead-name" className="max-w-3xl rounded-2xl border border-slate-200 p-6" data-testid="lead-header">
        <h2 id="lead-name" className="text-2xl font-semibold">{name}</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('contact')}</dt>
          <dd className="min-w-0 break-all"><a className="underline" href={`mailto:${lead.email}`}>{lead.email}</a></dd>
          {lead.phone && (
            <>
              <dt className="text-muted">{t('phone')}</dt>
              <dd><a className="underline" href={`tel:${lead.phone.replace(/\s/g, '')}`}>{lead.phone}</a></dd>
            </>
          )}
          <dt className="text-muted">{t('stage')}</dt>
          <dd data-testid="lead-stage" data-stage={lead.pipelineStage}>{stage(lead.pipelineStage)}</dd>
          <dt className="text-muted">{t('advisor')}</dt>
          <dd>{value.advisorName ? (value.advisorIsDemo ? t('demoAdvisor', { name: value.advisorName }) : value.advisorName) : t('noAdvisor')}</dd>
          <dt className="text-muted">{t('language')}</dt>
          <dd>{lead.locale === 'en' ? t('languages.en') : t('languages.de')}</dd>
        </dl>
      </section>

      <div className="mt-6 grid max-w-5xl gap-6 lg:grid-cols-3">
        <section aria-labelledby="lead-stage-form" className="rounded-xl border border-slate-200 p-4">
          <h2 id="lead-stage-form" className="text-lg font-semibold">{t('stageForm.title')}</h2>
          {moves.length === 0 ? (
            <p className="mt-2 text-muted">{t('stageForm.closed')}</p>
          ) : (
            <form method="post" action={action} className="mt-2 flex flex-col gap-3" data-testid="lead-stage-form">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="action" value="stage" />
              <input type="hidden" name="from" value={lead.pipelineStage} />
              <SelectField id="lead-stage-to" name="to" label={t('stageForm.to')} defaultValue={moves[0]}>
                {moves.map((m) => <option key={m} value={m}>{t(`stages.${m}`)}</option>)}
              </SelectField>
              <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('stageForm.submit')}</button>
            </form>
          )}
        </section>
        <section aria-labelledby="lead-forecast-form" className="rounded-xl border border-slate-200 p-4">
          <h2 id="lead-forecast-form" className="text-lg font-semibold">{t('forecast.title')}</h2>
          <form method="post" action={action} className="mt-2 flex flex-col gap-3" data-testid="lead-forecast-form">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="forecast" />
            <div className="flex flex-col gap-1">
              <label htmlFor="lead-value" className={LABEL_CLASS}>{t('forecast.value')}</label>
              <MoneyInput id="lead-value" name="value" locale={locale} value={lead.expectedValueOfMortgage === null ? '' : String(lead.expectedValueOfMortgage)} />
            </div>
            <TextField id="lead-probability" name="probability" label={t('forecast.probability')} inputMode="numeric" defaultValue={lead.closeProbabilityPercent === null ? '' : String(lead.closeProbabilityPercent)} maxLength={3} />
            <CheckboxField id="lead-offer-visible" name="offerVisible" value="1" label={t('forecast.offerVisible')} defaultChecked={lead.optimalOfferVisibleToCustomer} />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('forecast.submit')}</button>
          </form>
        </section>
        {advisors && (
          <section aria-labelledby="lead-advisor-form" className="rounded-xl border border-slate-200 p-4">
            <h2 id="lead-advisor-form" className="text-lg font-semibold">{t('assign.title')}</h2>
            <form method="post" action={action} className="mt-2 flex flex-col gap-3" data-testid="lead-advisor-form">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="action" value="advisor" />
              <SelectField id="lead-advisor-to" name="advisor" label={t('assign.label')} hint={t('assign.hint')} defaultValue={lead.claimedAdvisorId ?? lead.defaultAdvisorId ?? ''}>
                {advisors.map((a) => <option key={a.id} value={a.id}>{a.isDemo ? t('demoAdvisor', { name: a.name }) : a.name}</option>)}
              </SelectField>
              <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('assign.submit')}</button>
            </form>
          </section>
        )}
        <section aria-labelledby="lead-message-form" className="rounded-xl border border-slate-200 p-4">
          <h2 id="lead-message-form" className="text-lg font-semibold">{t('message.title')}</h2>
          <form method="post" action={action} className="mt-2 flex flex-col gap-3" data-testid="lead-message-form">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="message" />
            <SelectField id="lead-message-template" name="template" label={t('message.template')} defaultValue={LEAD_MESSAGE_KINDS[0]}>
              {LEAD_MESSAGE_KINDS.map((k) => <option key={k} value={k}>{t(`message.templates.${k}`)}</option>)}
            </SelectField>
            <TextAreaField id="lead-message-note" name="note" label={t('message.note')} maxLength={MESSAGE_NOTE_MAX} rows={3} />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('message.submit')}</button>
          </form>
        </section>
        <section aria-labelledby="lead-note-form" className="rounded-xl border border-slate-200 p-4">
          <h2 id="lead-note-form" className="text-lg font-semibold">{t('note.title')}</h2>
          <form method="post" action={action} className="mt-2 flex flex-col gap-3" data-testid="lead-note-form">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="note" />
            <TextAreaField id="lead-note" name="note" label={t('note.label')} required maxLength={NOTE_MAX_LENGTH} rows={4} />
            <button type="submit" className={`${PRIMARY_BUTTON_CLASS} self-start`}>{t('note.submit')}</button>
          </form>
        </section>
      </div>

      <LeadPropertyContext locale={locale} value={property} t={tp} euro={euro} day={(at) => format.dateTime(at, { dateStyle: 'medium', timeZone: 'Europe/Berlin' })} />

      <LeadOffersStaffSection locale={locale} lead={lead} query={query} />

      <section aria-labelledby="lead-timeline" className="mt-8 max-w-3xl">
        <h2 id="lead-timeline" className="text-xl font-semibold">{t('timeline.title')}</h2>
        <ol className="mt-3 space-y-3" data-testid="lead-timeline">
          {value.timeline.map((event, i) => (
            <li key={`${event.kind}-${i}`} className="rounded-lg border border-slate-200 p-3" data-kind={event.kind}>
              <p className="text-sm text-muted tabular-nums">{format.dateTime(event.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })}</p>
              {timelineItem(event, lead)}
            </li>
          ))}
        </ol>
      </section>
    </>
  );

  function timelineItem(event: TimelineEvent, l: LeadRow) {
    switch (event.kind) {
      case 'signup': {
        const ids = [l.gclid && `gclid ${l.gclid}`, l.fbclid && `fbclid ${l.fbclid}`, l.facebookBrowserId && `_fbp ${l.facebookBrowserId}`].filter(Boolean).join(', ');
        return (
          <p>
            {[l.utmSource, l.utmMedium, l.utmCampaign].every((v) => v === 'n/a')
              ? t('timeline.signupDirect', { language: l.locale === 'en' ? t('languages.en') : t('languages.de') })
              : t('timeline.signup', { language: l.locale === 'en' ? t('languages.en') : t('languages.de'), source: l.utmSource, medium: l.utmMedium, campaign: l.utmCampaign })}
            {l.documentReferrer !== 'n/a' && `; ${t('timeline.referrer', { referrer: l.documentReferrer })}`}
            {ids && `; ${t('timeline.clickIds', { ids })}`}
          </p>
        );
      }
      case 'consent': {
        const purpose = event.purpose === 'terms-privacy' || event.purpose === 'analytics' ? t(`timeline.consentPurposes.${event.purpose}`) : event.purpose;
        return (
          <p>
            {t('timeline.consent', { purpose, version: event.textVersion })}
            {event.withdrawnAt && `; ${t('timeline.consentWithdrawn', { when: format.dateTime(event.withdrawnAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }) })}`}
          </p>
        );
      }
      case 'site':
        return (
          <p>
            {t(event.event === 'calculator_used' ? 'timeline.siteCalculator' : 'timeline.sitePage')} <span className="break-all">{event.path}</span>
          </p>
        );
      case 'request':
        return (
          <>
            <p className="font-medium">{isRequestKind(event.requestKind) ? t(`timeline.request.${event.requestKind}`) : event.requestKind}</p>
            {event.partner && (
              <p className="text-sm" data-testid="request-partner">
                {event.partner.page ? t('timeline.viaPartner', { name: event.partner.name, page: event.partner.page }) : t('timeline.viaPartnerNoPage', { name: event.partner.name })}
              </p>
            )}
            {isRequestKind(event.requestKind) && (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                {requestSummary(locale, event.requestKind, event.answers).map((line) => (
                  <div key={line.label} className="contents">
                    <dt className="text-muted">{line.label}</dt>
                    <dd>{line.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </>
        );
      case 'appointment': {
        const contactType = (['phone', 'video', 'short-video', 'office'] as const).find((c) => c === event.contactType);
        return (
          <p>
            {t('timeline.appointment', { contactType: contactType ? t(`timeline.contactTypes.${contactType}`) : event.contactType, advisor: event.advisorName, when: format.dateTime(event.startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' }) })}
            {event.cancelledAt && ` (${t('timeline.appointmentCancelled')})`}
          </p>
        );
      }
      case 'document':
        return (
          <div data-testid="lead-document" data-document={event.id}>
            <p>
              {t('timeline.document', { fileName: event.fileName, size: format.number(Math.max(1, Math.round(event.sizeBytes / 1024))) })}{' '}
              <a className="underline" href={`/api/account/documents/${event.id}`}>{t('documents.view')}</a>
            </p>
            {event.reviewStatus && (
              <p className="mt-1 text-sm font-medium" data-testid="lead-document-review">
                {event.reviewStatus === 'checked' ? t('documents.checked') : t('documents.rejected', { reason: event.reviewReason ?? '' })} {event.reviewedBy && t('documents.reviewBy', { who: event.reviewedBy })}
              </p>
            )}
            <div className="mt-2 flex flex-wrap items-end gap-3">
              {event.reviewStatus !== 'checked' && (
                <form method="post" action={action}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="action" value="document" />
                  <input type="hidden" name="document" value={event.id} />
                  <input type="hidden" name="decision" value="checked" />
                  <button type="submit" className="underline">{t('documents.markChecked')}</button>
                </form>
              )}
              <form method="post" action={action} className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="action" value="document" />
                <input type="hidden" name="document" value={event.id} />
                <input type="hidden" name="decision" value="rejected" />
                <TextField id={`reason-${event.id}`} name="reason" label={t('documents.rejectReason')} maxLength={500} fieldClassName="flex flex-col gap-1" />
                <button type="submit" className="underline">{t('documents.reject')}</button>
              </form>
            </div>
          </div>
        );
      case 'webinar':
        return (
          <p data-testid="lead-webinar">
            {t('timeline.webinar', { title: event.title, when: format.dateTime(event.startsAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }), status: t(`timeline.webinarStatus.${event.status}`) })}
            {event.utmSource !== 'n/a' && ` ${t('timeline.webinarSource', { source: event.utmSource, campaign: event.utmCampaign })}`}
          </p>
        );
      case 'calculation': {
        const kind = (['mortgage', 'budget', 'recommendation', 'priceRange'] as const).find((k) => k === event.calculationKind);
        return <p>{t('timeline.calculation', { kind: kind ? t(`timeline.calculationKinds.${kind}`) : event.calculationKind })}</p>;
      }
      case 'certificate':
        return (
          <div data-testid="lead-certificate" data-certificate={event.number}>
            <p>{t('timeline.certificate', { number: event.number, amount: euro(event.loanAmount) })}</p>
            <p className="mt-1 text-sm font-medium" data-testid="lead-certificate-state">
              {event.state === 'revoked'
                ? t('certificates.revoked', { reason: event.revokedReason ?? '' })
                : event.status === 'documents_checked'
                  ? t('certificates.checked', { who: event.checkedBy ?? '' })
                  : t(`certificates.states.${event.state}`)}
            </p>
            {event.state === 'valid' && (
              <div className="mt-2 flex flex-wrap items-end gap-3">
                {event.status !== 'documents_checked' && (
                  <form method="post" action={action}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="action" value="certificate" />
                    <input type="hidden" name="number" value={event.number} />
                    <input type="hidden" name="decision" value="check" />
                    <button type="submit" className="underline">{t('certificates.markChecked')}</button>
                  </form>
                )}
                <form method="post" action={action} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="action" value="certificate" />
                  <input type="hidden" name="number" value={event.number} />
                  <input type="hidden" name="decision" value="revoke" />
                  <TextField id={`revoke-${event.number}`} name="reason" label={t('certificates.revokeReason')} maxLength={500} fieldClassName="flex flex-col gap-1" />
                  <button type="submit" className="underline">{t('certificates.revoke')}</button>
                </form>
              </div>
            )}
          </div>
        );
      case 'offer': {
        const e = event.event;
        const lender = e.isDemo ? to('demoLender', { name: e.lenderName }) : e.lenderName;
        return e.kind === 'offerAccepted' ? (
          <p className="font-medium" data-testid="lead-offer-accepted">
            {to('timeline.accepted', { lender, monthly: format.number(e.monthlyPayment, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }), effective: format.number(e.effectiveRate, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}
          </p>
        ) : (
          <div data-testid="lead-offer-question">
            <p className="font-medium">{to('timeline.question', { lender })}</p>
            <p className="mt-1 whitespace-pre-line">{e.question}</p>
          </div>
        );
      }
      case 'note':
        return (
          <>
            <p className="text-sm font-medium">{t('timeline.note', { author: event.note.authorLabel })}</p>
            <p className="mt-1 whitespace-pre-line">{event.note.text}</p>
          </>
        );
      case 'staff': {
        const e = event.entry;
        const label = ta(`actions.${e.action.replace('.', '_') as 'lead_stage_changed'}`);
        const before = e.before as { stage?: string } | null;
        const after = e.after as { stage?: string } | null;
        return (
          <p>
            {t('timeline.staff', { action: label, actor: e.actorLabel })}
            {e.action === 'lead.stage_changed' && before?.stage && after?.stage && `: ${t('timeline.stageChange', { from: stage(before.stage), to: stage(after.stage) })}`}
          </p>
        );
      }
    }
  }
}

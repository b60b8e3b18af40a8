import { timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { requireLocale } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { REQUEST_DONE_COOKIE } from '../cookies';
import { findLeadRequestById, type LeadRequestRecord } from '../repository';
import { requestSummary } from '../summary';
import { FORM_ROUTE } from '../schemas';
import { asRouteName } from '@/i18n/routes';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The request this browser just sent: the id in the URL names it, the cookie with its submission id (set by
 * the POST, never in a URL) proves that this browser sent it. A made-up or shared URL shows no request.
 */
async function provenRequest(id: string | undefined): Promise<LeadRequestRecord | null> {
  const proof = (await cookies()).get(REQUEST_DONE_COOKIE)?.value;
  if (!id || !proof) return null;
  const request = await findLeadRequestById(await getDb(), id);
  return request && same(request.submissionId, proof) ? request : null;
}

const card = 'rounded-2xl border border-slate-200 p-6';
const primary = 'mt-4 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700';
const secondary = 'mt-4 inline-block rounded-lg border-2 border-brand-600 px-5 py-3 font-semibold text-brand-700';

export async function ReceivedPage({ locale: raw, id }: { locale: string; id: string | undefined }) {
  const locale: Locale = requireLocale(raw);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'leadRequest' });
  const request = await provenRequest(id);
  const heading = 'max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight text-ink sm:text-4xl';

  if (!request) {
    return (
      <PageFrame locale={locale} routeName="lp-2-received">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-8" data-testid="request-missing">
          <h1 className={heading}>{t('received.missingTitle')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted">{t('received.missingText')}</p>
          <div className="flex flex-wrap gap-4">
            <a href={localizedPath(asRouteName(FORM_ROUTE.purchase), locale)} className={primary}>{t('cta.purchase')}</a>
            <a href={localizedPath(asRouteName(FORM_ROUTE.refinance), locale)} className={secondary}>{t('cta.refinance')}</a>
          </div>
        </div>
      </PageFrame>
    );
  }

  const contact = request.answers.contact as { givenName: string; email: string };
  const lines = requestSummary(locale, request.kind, request.answers);
  return (
    <PageFrame locale={locale} routeName="lp-2-received">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-8" data-testid="request-received">
        <h1 className={heading}>{t('received.title', { name: contact.givenName })}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">{t('received.intro', { email: contact.email })}</p>
        <section aria-labelledby="received-answers" className={`${card} mt-8 max-w-2xl`}>
          <h2 id="received-answers" className="text-xl font-semibold">{t('received.answersTitle')}</h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-muted">{line.label}</dt>
                <dd className="font-medium">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="received-appointment" className={card}>
            <h2 id="received-appointment" className="text-xl font-semibold">{t('received.appointmentTitle')}</h2>
            <p className="mt-2 text-muted">{t('received.appointmentText')}</p>
            <a href={localizedPath(request.kind === 'refinance' ? 'refinance-appointment' : 'appointment', locale)} className={primary}>{t('received.appointmentButton')}</a>
          </section>
          <section aria-labelledby="received-account" className={card}>
            <h2 id="received-account" className="text-xl font-semibold">{t('received.accountTitle')}</h2>
            <p className="mt-2 text-muted">{t('received.accountText', { email: contact.email })}</p>
            <a href={localizedPath('login', locale)} className={secondary}>{t('received.accountButton')}</a>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import type { CSSProperties, ReactNode } from 'react';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { getDb } from '@/db';
import { MortgageCalculatorSection } from '@/features/calculators/server';
import { RequestForm, widgetContactDraft } from '@/features/lead-requests/server';
import { CompactRates } from '@/features/rates/server';
import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routes';
import { todayInBerlin } from '@/lib/dates';
import { PRIMARY_BUTTON_CLASS } from '@/components/forms';
import { WIDGET_SEGMENT } from '@/lib/widget-frame';
import { WIDGET_PUBLIC_ROUTE, accentStyle, embedderOrigin, pageOf, parseWidgetOptions, partnerTracking, widgetCarried, widgetPath, type WidgetId } from '../catalog';
import { findActivePartner } from '../partners';
import { WidgetBridge } from './WidgetBridge';

type Query = Record<string, string | string[] | undefined>;

/** The message key of each widget (next-intl keys without hyphens). */
/** A widget's key in messages (`widgets.names.<key>`, `widgets.descriptions.<key>`). */
export const WIDGET_KEY = {
  'mortgage-calculator': 'mortgageCalculator',
  rates: 'rates',
  'purchase-request': 'purchaseRequest',
  'refinance-request': 'refinanceRequest',
  'certificate-request': 'certificateRequest',
} as const satisfies Record<WidgetId, string>;

const REQUEST_KIND = { 'purchase-request': 'purchase', 'refinance-request': 'refinance' } as const;

/**
 * A partner widget inside the partner's iframe (ADR 044): a compact body of an existing feature (the mortgage
 * calculator, the rates table of a place, the lp-2 request forms, the certificate's start), the widget's own
 * footer, and the bridge that reports the height to the embedding page. Rendered per request: the response's
 * frame-ancestors depends on the partner (server.mjs). The only cookie read is a refused request's contact draft
 * (partitioned, lead-requests).
 */
export async function WidgetPage({ locale, widget, partnerKey, query }: { locale: Locale; widget: WidgetId; partnerKey: string; query: Query }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'widgets' });
  const partner = await findActivePartner(await getDb(), partnerKey);
  const parsed = parseWidgetOptions(query);
  // The plain iframe snippet carries no `ref`: its first load names the embedding page in the Referer (the origin
  // at least, under the browsers' default policy); the widget's own pages do not count.
  const referer = pageOf((await headers()).get('referer') ?? '');
  const fromReferer = referer && new URL(referer).origin !== new URL(env.PUBLIC_BASE_URL).origin ? referer : null;
  const options = { ...parsed, ref: parsed.ref ?? fromReferer };
  const sitePage = `${localizedPath(WIDGET_PUBLIC_ROUTE[widget], locale)}?${partnerTracking(partnerKey)}`;
  const name = t(`names.${WIDGET_KEY[widget]}`);

  if (!partner) {
    return (
      <Frame accentCss={undefined} widget={widget}>
        <h1 className="text-xl font-semibold">{t('unavailable.title')}</h1>
        <p className="mt-2 text-muted">{t('unavailable.text')}</p>
        <a href={sitePage} target="_blank" rel="noopener" className="mt-3 inline-block font-semibold text-brand-700 underline">{t('fallback', { name })}</a>
      </Frame>
    );
  }

  const action = widgetPath(locale, widget, partner.key);
  const carried = widgetCarried(options);
  const sent = widget in REQUEST_KIND && query.sent === '1' ? REQUEST_KIND[widget as keyof typeof REQUEST_KIND] : null;
  let body: ReactNode;
  switch (widget) {
    case 'mortgage-calculator':
      body = (
        <MortgageCalculatorSection locale={locale} action={action} searchParams={options.price && query.price === undefined ? { ...query, price: String(options.price) } : query} defaultTab={0} />
      );
      break;
    case 'rates':
      body = <CompactRates locale={locale} place={options.place} price={options.price} date={todayInBerlin()} />;
      break;
    case 'purchase-request':
    case 'refinance-request': {
      const kind = REQUEST_KIND[widget];
      body = sent ? (
        <div role="status" className="rounded-lg bg-green-50 p-4 text-green-900" data-testid="widget-request-sent">
          <h2 className="text-lg font-semibold">{t('sent.title')}</h2>
          <p className="mt-1">{t('sent.text')}</p>
        </div>
      ) : (
        <RequestForm
          kind={kind}
          locale={locale}
          query={options.price && kind === 'purchase' && query.step === undefined ? { ...query, price: String(options.price) } : query}
          today={todayInBerlin()}
          perRequest={{ submissionId: randomBytes(32).toString('base64url'), draft: await widgetContactDraft(), attribution: [] }}
          embed={{ action, carried: [['partner', partner.key], ...carried] }}
        />
      );
      break;
    }
    case 'certificate-request':
      body = (
        <div data-testid="widget-certificate">
          <p className="text-muted">{t('certificate.text')}</p>
          <ol className="mt-3 list-decimal space-y-1 pl-5">
            <li>{t('certificate.step1')}</li>
            <li>{t('certificate.step2')}</li>
            <li>{t('certificate.step3')}</li>
          </ol>
          <p className="mt-3 text-sm text-muted">{t('certificate.newTab')}</p>
          <a href={sitePage} target="_blank" rel="noopener" className={`mt-4 inline-block ${PRIMARY_BUTTON_CLASS}`}>{t('certificate.cta')}</a>
        </div>
      );
      break;
  }

  return (
    <Frame accentCss={accentStyle(options.accent)} widget={widget}>
      <h1 className="mb-4 text-xl font-semibold">{name}</h1>
      {body}
      <p className="mt-6 border-t border-slate-200 pt-3 text-xs text-muted">
        {t('footer')}{' '}
        <a href={localizedPath('index', locale)} target="_blank" rel="noopener" className="text-brand-700 underline">Hauslotse</a>
        {' · '}
        <a href={localizedPath('privacy', locale)} target="_blank" rel="noopener" className="text-brand-700 underline">{t('privacy')}</a>
      </p>
      <WidgetBridge targetOrigin={embedderOrigin(options.ref, partner.allowedOrigins)} submitted={sent} widgetPrefix={`/${locale}/${WIDGET_SEGMENT}/`} />
    </Frame>
  );
}

function Frame({ accentCss, widget, children }: { accentCss: Record<string, string> | undefined; widget: WidgetId; children: ReactNode }) {
  return (
    <main id="widget-root" className="flow-root bg-white p-4 text-ink" style={accentCss as CSSProperties | undefined} data-widget={widget}>
      {children}
    </main>
  );
}

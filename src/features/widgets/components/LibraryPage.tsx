import 'server-only';
import { getTranslations } from 'next-intl/server';
import { StandardPage, requireLocale } from '@/components/page/StandardPage';
import { getDb } from '@/db';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import { SITE } from '@/config/site';
import { ACCENT_NAMES, MESSAGE_TYPES, PRICE_LIMITS, WIDGETS, WIDGET_OPTIONS, WIDGET_PUBLIC_ROUTE, iframeSnippet, partnerTracking, scriptSnippet, type WidgetId } from '../catalog';
import { findDemoPartner } from '../partners';
import { CopyButton } from '@/components/ui/CopyButton';
import { WIDGET_KEY } from './WidgetPage';

/** What a partner pastes before we gave them a key. */
const KEY_PLACEHOLDER = 'YOUR_PARTNER_KEY';
/** The live demo's options: a place and a price where the widget reads them. */
const DEMO_OPTIONS: Partial<Record<WidgetId, { place?: string; price?: number }>> = { rates: { place: 'hamburg', price: 450_000 }, 'mortgage-calculator': { price: 450_000 } };

const pre = 'mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs leading-relaxed text-ink';
const cell = 'py-2 pr-4 align-top';

/**
 * The widget library (issue 29, ADR 044): each widget live through the real loader (with the demo partner,
 * whose one allowed origin is this site), its options, its `<script>` and `<iframe>` snippets with a copy
 * button, and the messages a partner's page may listen to.
 */
export async function LibraryPage({ locale: raw }: { locale: string }) {
  const locale = requireLocale(raw);
  const t = await getTranslations({ locale, namespace: 'widgets' });
  const demo = await findDemoPartner(await getDb());
  const siteOrigin = new URL(env.PUBLIC_BASE_URL).origin;
  const copy = { label: t('library.copy'), copiedLabel: t('library.copied'), failedLabel: t('library.copyFailed') };
  const optionRows = (widget: WidgetId) => [
    { name: 'data-partner', text: t('library.options.partner'), values: t('library.options.partnerValues') },
    { name: 'data-lang', text: t('library.options.lang'), values: 'de, en' },
    ...WIDGET_OPTIONS[widget].map((option) =>
      option === 'place'
        ? { name: 'data-place', text: t('library.options.place'), values: t('library.options.placeValues') }
        : { name: 'data-price', text: t('library.options.price'), values: `${PRICE_LIMITS.min}–${PRICE_LIMITS.max}` },
    ),
    { name: 'data-accent', text: t('library.options.accent'), values: ACCENT_NAMES.join(', ') },
  ];
  const listener = `window.addEventListener('${MESSAGE_TYPES.leadSubmitted}', (event) => {
  // event.detail: { widget: 'purchase-request', kind: 'purchase' }
});`;
  const rawListener = `window.addEventListener('message', (event) => {
  if (event.origin !== '${siteOrigin}') return;
  // { type: '${MESSAGE_TYPES.height}', height: 812 }
  // { type: '${MESSAGE_TYPES.leadSubmitted}', kind: 'purchase' }
});`;

  return (
    <StandardPage routeName="widget-library" locale={locale}>
      <section aria-labelledby="wl-how" className="max-w-3xl">
        <h2 id="wl-how" className="text-xl font-semibold">{t('library.howTitle')}</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>{t('library.how1', { email: SITE.email })}</li>
          <li>{t('library.how2')}</li>
          <li>{t('library.how3')}</li>
        </ol>
        <p className="mt-3 text-muted">{t('library.privacy')}</p>
        {demo ? <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="widget-demo-note">{t('library.demoNote')}</p> : <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">{t('library.noDemo')}</p>}
      </section>

      {WIDGETS.map((widget) => {
        const key = WIDGET_KEY[widget];
        const name = t(`names.${key}`);
        const options = DEMO_OPTIONS[widget] ?? {};
        const snippet = { siteOrigin, widget, locale, ...options };
        const script = scriptSnippet({ ...snippet, partnerKey: KEY_PLACEHOLDER });
        const fallback = `${siteOrigin}${localizedPath(WIDGET_PUBLIC_ROUTE[widget], locale)}?${partnerTracking(KEY_PLACEHOLDER)}`;
        const iframe = iframeSnippet({ ...snippet, partnerKey: KEY_PLACEHOLDER }, t('frameTitle', { name }), t('fallback', { name }), fallback);
        return (
          <section key={widget} aria-labelledby={`wl-${widget}`} className="mt-10 rounded-2xl border border-slate-200 p-4 sm:p-6" data-testid={`widget-library-${widget}`}>
            <h2 id={`wl-${widget}`} className="text-2xl font-bold">{name}</h2>
            <p className="mt-2 max-w-3xl text-muted">{t(`descriptions.${key}`)}</p>
            {demo && (
              <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-2">
                <p className="px-2 pb-2 text-xs text-muted">{t('library.liveLabel')}</p>
                {/* The demo is the snippet itself, run by the loader; React leaves the inserted frame alone. */}
                <div data-testid={`widget-demo-${widget}`} dangerouslySetInnerHTML={{ __html: scriptSnippet({ ...snippet, partnerKey: demo.key }) }} />
              </div>
            )}
            <h3 className="mt-6 text-lg font-semibold">{t('library.optionsTitle')}</h3>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className={cell}>{t('library.options.attribute')}</th>
                  <th scope="col" className={cell}>{t('library.options.meaning')}</th>
                  <th scope="col" className={cell}>{t('library.options.values')}</th>
                </tr>
              </thead>
              <tbody>
                {optionRows(widget).map((row) => (
                  <tr key={row.name} className="border-b border-slate-100">
                    <td className={cell}><code className="break-words">{row.name}</code></td>
                    <td className={cell}>{row.text}</td>
                    <td className={`${cell} break-words`}>{row.values}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{t('library.scriptTitle')}</h3>
              <CopyButton text={script} testId={`copy-script-${widget}`} look="secondary" {...copy} />
            </div>
            <pre className={pre} tabIndex={0} aria-label={t('library.scriptTitle')}><code data-testid={`snippet-script-${widget}`}>{script}</code></pre>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">{t('library.iframeTitle')}</h3>
              <CopyButton text={iframe} testId={`copy-iframe-${widget}`} look="secondary" {...copy} />
            </div>
            <p className="mt-1 text-sm text-muted">{t('library.iframeText')}</p>
            <pre className={pre} tabIndex={0} aria-label={t('library.iframeTitle')}><code data-testid={`snippet-iframe-${widget}`}>{iframe}</code></pre>
          </section>
        );
      })}

      <section aria-labelledby="wl-events" className="mt-10 max-w-3xl">
        <h2 id="wl-events" className="text-2xl font-bold">{t('library.eventsTitle')}</h2>
        <p className="mt-2 text-muted">{t('library.eventsText')}</p>
        <dl className="mt-3 space-y-2">
          <div>
            <dt><code>{MESSAGE_TYPES.height}</code></dt>
            <dd className="text-muted">{t('library.eventHeight')}</dd>
          </div>
          <div>
            <dt><code>{MESSAGE_TYPES.leadSubmitted}</code></dt>
            <dd className="text-muted">{t('library.eventLead')}</dd>
          </div>
        </dl>
        <h3 className="mt-4 text-lg font-semibold">{t('library.listenScript')}</h3>
        <pre className={pre} tabIndex={0} aria-label={t('library.listenScript')}><code>{listener}</code></pre>
        <h3 className="mt-4 text-lg font-semibold">{t('library.listenFrame')}</h3>
        <pre className={pre} tabIndex={0} aria-label={t('library.listenFrame')}><code>{rawListener}</code></pre>
        <p className="mt-3 text-sm text-muted">{t('library.eventsTrust')}</p>
      </section>
    </StandardPage>
  );
}

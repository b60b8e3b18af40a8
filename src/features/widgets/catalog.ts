/**
 * The partner widgets (issue 29, ADR 044): which exist, their options, the accent palette and the snippets.
 * Browser-safe and pure: the widget pages, the library page and the tests share it.
 */
import { z } from 'zod';
import { CITIES } from '@/engine/geo/cities';
import { STATE_CODES } from '@/engine/geo/regions';
import { WIDGET_IDS, WIDGET_SEGMENT } from '@/lib/widget-frame';
import type { Locale } from '@/i18n/routes';

export const WIDGETS = WIDGET_IDS;
export type WidgetId = (typeof WIDGETS)[number];

export function isWidgetId(value: unknown): value is WidgetId {
  return typeof value === 'string' && (WIDGETS as readonly string[]).includes(value);
}

/** The options each widget reads (data attributes of the loader's script, query of the iframe). */
export const WIDGET_OPTIONS: Record<WidgetId, readonly ('place' | 'price')[]> = {
  'mortgage-calculator': ['price'],
  rates: ['place', 'price'],
  'purchase-request': ['price'],
  'refinance-request': [],
  'certificate-request': [],
};

/**
 * The accent colours a partner may choose: the site's brand (default) and three colours of the design system's
 * chart palette with their darker steps; each carries white button text at ≥ 4.5:1 (docs/design.md). They
 * replace the brand tokens inside the widget only.
 */
export const ACCENTS = {
  brand: null,
  blue: { 600: '#2f5f98', 700: '#264d7c', 800: '#1d3b5f' },
  amber: { 600: '#b45309', 700: '#92400e', 800: '#78350f' },
  ink: { 600: '#334155', 700: '#1b2430', 800: '#0f172a' },
} as const;
export type Accent = keyof typeof ACCENTS;
export const ACCENT_NAMES = Object.keys(ACCENTS) as Accent[];

/** The CSS variables that recolour the brand tokens of a widget (Tailwind 4 reads the theme from variables). */
export function accentStyle(accent: Accent): Record<string, string> | undefined {
  const colours = ACCENTS[accent];
  if (!colours) return undefined;
  return { '--color-brand-600': colours[600], '--color-brand-700': colours[700], '--color-brand-800': colours[800] };
}

/** A default price within the rates pages' bounds (spec § 9: 100,000 to 10,000,000 euros). */
export const PRICE_LIMITS = { min: 100_000, max: 10_000_000 } as const;

const PLACE_VALUES = new Set<string>([...CITIES.map((c) => c.id), ...STATE_CODES]);

/** Each option falls back on its own: a wrong accent does not cost the place (unknown → default). */
const optionSchema = {
  accent: z.enum(ACCENT_NAMES as [Accent, ...Accent[]]).catch('brand'),
  place: z
    .string()
    .trim()
    .transform((v) => (PLACE_VALUES.has(v) ? v : PLACE_VALUES.has(v.toUpperCase()) ? v.toUpperCase() : null))
    .nullable()
    .catch(null),
  price: z.coerce.number().int().min(PRICE_LIMITS.min).max(PRICE_LIMITS.max).nullable().catch(null),
  ref: z
    .string()
    .max(500)
    .transform((v) => pageOf(v))
    .nullable()
    .catch(null),
};

export interface WidgetOptions {
  accent: Accent;
  /** A city id or state code of the rates pages (`berlin`, `BY`), or null. */
  place: string | null;
  /** A purchase price in euros within the rates pages' bounds, or null. */
  price: number | null;
  /** The embedding page: origin and path (no query, no fragment), or null. */
  ref: string | null;
}

type Source = URLSearchParams | Record<string, string | string[] | undefined>;

function first(source: Source, key: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(key) ?? undefined;
  const value = source[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The widget's options from its query; never throws, each unknown or invalid value is its default. */
export function parseWidgetOptions(source: Source): WidgetOptions {
  const read = (key: keyof typeof optionSchema) => optionSchema[key].parse(first(source, key) ?? (key === 'accent' ? 'brand' : null));
  return { accent: read('accent') as Accent, place: read('place') as string | null, price: read('price') as number | null, ref: read('ref') as string | null };
}

/** An http(s) page address reduced to origin and path (what the loader sends; a query may hold personal data). */
export function pageOf(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return null;
  }
}

/** The origin of the embedding page when the partner allows it: where the widget may post its messages. */
export function embedderOrigin(ref: string | null, allowedOrigins: readonly string[]): string | null {
  if (!ref) return null;
  try {
    const origin = new URL(ref).origin;
    return allowedOrigins.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** The path of a widget page (the partner is in the path: GET forms and the calculator's address keep it). */
export function widgetPath(locale: Locale, widget: WidgetId, partnerKey: string): string {
  return `/${locale}/${WIDGET_SEGMENT}/${widget}/${encodeURIComponent(partnerKey)}`;
}

/** The query a widget page keeps through its own forms and links: the embedding page and the accent. */
export function widgetCarried(options: WidgetOptions): [string, string][] {
  return [...(options.ref ? [['ref', options.ref] as [string, string]] : []), ...(options.accent !== 'brand' ? [['accent', options.accent] as [string, string]] : [])];
}

/** The messages a widget posts to the embedding page (documented on the library page). */
export const MESSAGE_TYPES = { height: 'hauslotse:height', leadSubmitted: 'hauslotse:lead-submitted' } as const;

export interface SnippetInput {
  siteOrigin: string;
  widget: WidgetId;
  partnerKey: string;
  locale: Locale;
  place?: string | null;
  price?: number | null;
  accent?: Accent;
}

/** The `<script>` snippet a partner pastes (the loader, public/widgets/v1.js, reads the data attributes). */
export function scriptSnippet({ siteOrigin, widget, partnerKey, locale, place, price, accent }: SnippetInput): string {
  const attributes = [
    `src="${siteOrigin}/widgets/v1.js"`,
    `data-hauslotse-widget="${widget}"`,
    `data-partner="${partnerKey}"`,
    `data-lang="${locale}"`,
    ...(place ? [`data-place="${place}"`] : []),
    ...(price ? [`data-price="${price}"`] : []),
    ...(accent && accent !== 'brand' ? [`data-accent="${accent}"`] : []),
  ];
  return `<script ${attributes.join(' ')} async></script>`;
}

/** The plain `<iframe>` snippet for sites that allow no scripts: a fixed height, a link as its fallback. */
export function iframeSnippet({ siteOrigin, widget, partnerKey, locale, place, price, accent }: SnippetInput, title: string, linkText: string, fallbackHref: string): string {
  const query = new URLSearchParams([...(place ? [['place', place]] : []), ...(price ? [['price', String(price)]] : []), ...(accent && accent !== 'brand' ? [['accent', accent]] : [])]).toString();
  const src = `${siteOrigin}${widgetPath(locale, widget, partnerKey)}${query ? `?${query}` : ''}`;
  return `<iframe src="${src.replaceAll('&', '&amp;')}" title="${title}" loading="lazy" style="width:100%;height:720px;border:0">\n  <a href="${fallbackHref.replaceAll('&', '&amp;')}">${linkText}</a>\n</iframe>`;
}

/** The site's own page for each widget: the fallback link when framing is refused or scripts are off. */
export const WIDGET_PUBLIC_ROUTE = {
  'mortgage-calculator': 'german-mortgage-calculator-calculator',
  rates: 'mortgage-rates',
  'purchase-request': 'lp-2-purchase',
  'refinance-request': 'lp-2-refinance',
  'certificate-request': 'lp-financing-certificate',
} as const satisfies Record<WidgetId, string>;

/**
 * The tracking parameters of a link from a widget to the site: the partner in the query, read by the site's
 * existing attribution (utm_* of the landing page, kept with a lead it becomes).
 */
export function partnerTracking(partnerKey: string): string {
  return new URLSearchParams({ utm_source: 'partner-widget', utm_medium: 'widget', utm_campaign: partnerKey }).toString();
}

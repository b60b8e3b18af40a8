/**
 * First-party product analytics in the browser (issue 28, ADR 041; spec section 7): one event per tracked view or
 * click, sent to our own `POST /api/analytics`, which adds it to daily counts. Nothing is stored in the browser:
 * the visit's source and landing page live in this module's memory for as long as the page's JavaScript does
 * (client-side navigation keeps them; a full reload starts a new count without them).
 *
 * Only the production host records (the server says so with the visitor answer, `analytics`); on any other host
 * each event is written to the console instead. A failure is reported to the console and never thrown: the page
 * keeps working whatever analytics does.
 */
export const ANALYTICS_EVENTS = ['page_view', 'calculator_used'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The page's path (no query: its values may be personal). */
  path: string;
  /** The names (not the values) of the address's parameters: they say whether a form's inputs were given. */
  keys: string[];
  /** This event is the page view that started the visit. */
  landing: boolean;
  /** Where the visit came from and the page it started on; null when this page was opened from the site itself. */
  visit: Visit | null;
  /** Feature flags this page showed to the visitor, with what they saw (ADR 040). */
  flags: Record<string, boolean>;
}

type Draft = Omit<AnalyticsEvent, 'flags'>;

export interface Visit {
  source: string;
  medium: string;
  campaign: string;
  referrerHost: string;
  landingPath: string;
}

type Mode = 'record' | 'console';

const seenFlags: Record<string, boolean> = {};
let mode: Promise<Mode> | null = null;
/** The visit, decided on the first page view of this page load: undefined until then. */
let visit: Visit | null | undefined;

/** The flags an island evaluated: every later event of the page carries them. */
export function noteFlagSeen(key: string, value: boolean): void {
  seenFlags[key] = value;
}

/**
 * Tells the module whether this host records, once per page load (the page frame's visitor answer): until then
 * events wait.
 */
export function setAnalyticsMode(decided: Promise<boolean>): void {
  mode ??= decided.then((record) => (record ? 'record' : 'console')).catch(() => 'console' as const);
}

function visitOf(location: Location, referrer: string): Visit | null {
  let referrerHost = '';
  try {
    referrerHost = referrer ? new URL(referrer).host : '';
  } catch {
    referrerHost = '';
  }
  // A page opened from this site itself (a reload, a full navigation): not the start of a visit.
  if (referrerHost === location.host) return null;
  const query = new URLSearchParams(location.search);
  const value = (key: string) => query.get(key)?.trim().slice(0, 100) || 'n/a';
  return { source: value('utm_source'), medium: value('utm_medium'), campaign: value('utm_campaign'), referrerHost: referrerHost || 'n/a', landingPath: location.pathname };
}

async function send(draft: Draft): Promise<void> {
  const how = await (mode ?? Promise.resolve<Mode>('console'));
  // The flag islands learn the visitor's bucket from the same answer: let them note what they showed first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const event: AnalyticsEvent = { ...draft, flags: { ...seenFlags } };
  if (how === 'console') {
    console.log('[analytics]', event.name, event);
    return;
  }
  const res = await fetch('/api/analytics', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  if (!res.ok) throw new Error(`analytics answered ${res.status}`);
}

/** Records one event for the current page; never throws. */
export function track(name: AnalyticsEventName): void {
  try {
    const { location, referrer } = { location: window.location, referrer: document.referrer };
    const keys = [...new Set(new URLSearchParams(location.search).keys())].slice(0, 40);
    const first = visit === undefined;
    if (first) visit = visitOf(location, referrer);
    const draft: Draft = { name, path: location.pathname, keys, landing: first && name === 'page_view' && visit !== null, visit: visit ?? null };
    send(draft).catch((error: unknown) => console.error('Analytics failed', error));
  } catch (error) {
    console.error('Analytics failed', error);
  }
}

/**
 * Playwright for this site's end-to-end tests (ADR 026). Two things differ from Playwright's own `test`:
 *
 * 1. `page.goto` returns once the page's start-up scripts have run (ADR 022: they load after the first paint, so
 *    the load event no longer waits for them). A test that uses the header (drawer, sub-menus, dialogs) right
 *    after opening a page would otherwise act on the server's markup. Pages without the site's header (files,
 *    the staff pages) and pages opened without JavaScript return as before.
 *
 * 2. A worker keeps its browser context and page from test to test, the way a returning visitor's browser keeps
 *    its process and its cache of the site's immutable script files, instead of starting a new browser context
 *    per test (which costs a new renderer process and a cold compile of every script: two thirds of the CPU
 *    time of a typical test on this 2-core machine). What a test can see of an earlier test is reset after each:
 *    cookies, local storage, IndexedDB, cache storage, permissions, extra pages, the listeners the test added,
 *    extra HTTP headers, the viewport, the mouse position, and the page itself (it is left on /robots.txt, so the
 *    next `goto` is always a real navigation). What cannot be undone (init scripts, routes, exposed functions,
 *    the fake clock, emulated media, other timeouts) marks the context as used up: the next test gets a new one.
 *    HTML pages are never reused from the browser's cache (the site sends them no-store or without a max-age,
 *    so the browser revalidates them). `test.use({ freshContext: true })` gives a test a context of its own.
 */
import { test as base, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The site header's script has run: React has hydrated the page. */
export async function startupScriptsRan(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const nav = document.querySelector('[data-nav]');
      return !nav || nav.getAttribute('data-nav') === 'live';
    },
    undefined,
    { timeout },
  );
}

/** `page.goto` that waits for the start-up scripts of an HTML page (see 1. above). */
function waitForStartupScripts(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Only an HTML page can hold the header (a PDF or JSON opened in the tab is left alone).
    if ((response?.headers()['content-type'] ?? '').startsWith('text/html')) await startupScriptsRan(page);
    return response;
  };
}

/** Methods whose effect outlives the test and cannot be undone cheaply: after one of them the context is used up. */
const IRREVERSIBLE = ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'exposeBinding', 'exposeFunction', 'emulateMedia', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'addLocatorHandler', 'setGeolocation', 'setOffline', 'setHTTPCredentials'] as const;
const LISTENING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

type Emitter = BrowserContext | Page;
type Listener = (...args: unknown[]) => void;

/** One kept context and its page, with what the running test changed. */
class Kept {
  usedUp = false;
  viewportChanged = false;
  headersChanged = false;
  listeners: Array<[Emitter, string, Listener]> = [];
  private cdp?: CDPSession;

  constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly options: BrowserContextOptions,
  ) {
    for (const target of [context, page] as Emitter[]) this.watch(target);
    if (options.javaScriptEnabled !== false) waitForStartupScripts(page);
  }

  private watch(target: Emitter): void {
    const mark = (what: 'usedUp' | 'viewportChanged' | 'headersChanged') => {
      this[what] = true;
    };
    const listeners = this.listeners;
    const record = target as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of IRREVERSIBLE) {
      const original = record[name];
      if (typeof original !== 'function') continue;
      record[name] = (...args: unknown[]) => {
        mark('usedUp');
        return original.apply(target, args);
      };
    }
    for (const name of LISTENING) {
      const original = record[name]!;
      record[name] = (event: unknown, listener: unknown) => {
        listeners.push([target, event as string, listener as Listener]);
        return original.call(target, event, listener);
      };
    }
    const setHeaders = record.setExtraHTTPHeaders!;
    record.setExtraHTTPHeaders = (...args: unknown[]) => {
      mark('headersChanged');
      return setHeaders.apply(target, args);
    };
    if ('setViewportSize' in record) {
      const setViewport = record.setViewportSize!;
      record.setViewportSize = (...args: unknown[]) => {
        mark('viewportChanged');
        return setViewport.apply(target, args);
      };
    }
    // The fake clock cannot be taken out of a page again.
    const clock = (target as { clock: unknown }).clock;
    Object.defineProperty(target, 'clock', {
      configurable: true,
      get() {
        mark('usedUp');
        return clock;
      },
    });
  }

  /** Undoes what the test changed; false when the context cannot serve another test. */
  async reset(): Promise<boolean> {
    for (const [target, event, listener] of this.listeners.splice(0)) (target as unknown as { off(e: string, l: Listener): void }).off(event, listener);
    if (this.usedUp || this.page.isClosed()) return false;
    try {
      for (const other of this.context.pages()) if (other !== this.page) await other.close();
      const origin = new URL(this.options.baseURL!).origin;
      // Away from the test's page first, so that its scripts write nothing after the storage is cleared; a
      // same-site address keeps the renderer process (about:blank would replace it).
      await this.page.goto(`${origin}/robots.txt`, { waitUntil: 'commit' });
      this.cdp ??= await this.context.newCDPSession(this.page);
      await this.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
      await this.context.clearCookies();
      await this.context.clearPermissions();
      if (this.headersChanged) {
        await this.context.setExtraHTTPHeaders(this.options.extraHTTPHeaders ?? {});
        await this.page.setExtraHTTPHeaders({});
        this.headersChanged = false;
      }
      if (this.viewportChanged && this.options.viewport) {
        await this.page.setViewportSize(this.options.viewport);
        this.viewportChanged = false;
      }
      await this.page.mouse.move(-1, -1);
      return true;
    } catch {
      return false;
    }
  }
}

/** A worker's kept contexts, one per set of context options (with and without JavaScript, a phone's viewport …). */
class KeptContexts {
  private readonly kept = new Map<string, Kept>();

  async take(browser: import('@playwright/test').Browser, options: BrowserContextOptions): Promise<Kept> {
    const key = JSON.stringify(options);
    const found = this.kept.get(key);
    if (found) return found;
    const context = await browser.newContext(options);
    const kept = new Kept(context, await context.newPage(), options);
    this.kept.set(key, kept);
    return kept;
  }

  async giveBack(kept: Kept): Promise<void> {
    if (await kept.reset()) return;
    for (const [key, value] of this.kept) if (value === kept) this.kept.delete(key);
    await kept.context.close().catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    for (const kept of this.kept.values()) await kept.context.close().catch(() => undefined);
    this.kept.clear();
  }
}

export const test = base.extend<{ freshContext: boolean; kept: Kept | undefined }, { keptContexts: KeptContexts }>({
  freshContext: [false, { option: true }],
  keptContexts: [
    // The fixture's callback is not named `use`: react-hooks/rules-of-hooks would take it for React's `use`.
    async ({}, provide) => {
      const contexts = new KeptContexts();
      await provide(contexts);
      await contexts.closeAll();
    },
    { scope: 'worker' },
  ],
  // The context options Playwright's own `context` fixture combines from the test's options.
  kept: async (
    { browser, keptContexts, freshContext, baseURL, viewport, javaScriptEnabled, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme, reducedMotion, forcedColors, screen, extraHTTPHeaders, permissions, ignoreHTTPSErrors, bypassCSP, acceptDownloads, offline, geolocation, httpCredentials, serviceWorkers, storageState, contextOptions },
    provide,
    testInfo,
  ) => {
    const options: BrowserContextOptions = { ...contextOptions, baseURL, viewport, javaScriptEnabled, locale, timezoneId, userAgent, deviceScaleFactor, isMobile, hasTouch, colorScheme, reducedMotion, forcedColors, screen, extraHTTPHeaders, permissions, ignoreHTTPSErrors, bypassCSP, acceptDownloads, offline, geolocation, httpCredentials, serviceWorkers };
    for (const key of Object.keys(options) as Array<keyof BrowserContextOptions>) if (options[key] === undefined) delete options[key];
    if (freshContext || storageState) {
      const context = await browser.newContext({ ...options, storageState });
      const kept = new Kept(context, await context.newPage(), options);
      await provide(kept);
      await context.close().catch(() => undefined);
      return;
    }
    const kept = await keptContexts.take(browser, options);
    await provide(kept);
    // After a failure the page may be stuck mid-way (and is what the failure left): not handed on.
    if (testInfo.status !== testInfo.expectedStatus) kept.usedUp = true;
    await keptContexts.giveBack(kept);
  },
  context: async ({ kept }, provide) => {
    await provide(kept!.context);
  },
  page: async ({ kept }, provide) => {
    await provide(kept!.page);
  },
});

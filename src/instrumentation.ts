/**
 * Runs once when a server process starts (Next.js instrumentation): the e-mail worker starts with it, so
 * e-mails queued before a restart are delivered (ADR 013). Not during the build. It also tells the production
 * server (server.mjs) how to read the version of the page data, under which it keeps copies of the rate pages
 * (src/page-data-version.ts, src/lib/page-cache.ts). And it brings the content search index up to date.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { DATA_VERSION } = await import('./lib/page-cache');
  const { currentPageDataVersion, peekPageDataVersion } = await import('./page-data-version');
  (globalThis as Record<symbol, unknown>)[DATA_VERSION] = currentPageDataVersion;
  // Pages keep the rates market and lenders' conditions per version (src/lib/data-version-memo.ts).
  const { DATA_VERSION_PEEK } = await import('./lib/data-version-memo');
  const { todayInBerlin } = await import('./lib/dates');
  (globalThis as Record<symbol, unknown>)[DATA_VERSION_PEEK] = () => peekPageDataVersion(todayInBerlin());
  // The proxy asks the database which cities have a property page (src/i18n/known-params.ts).
  const { PROPERTY_CITY_CHECK } = await import('./i18n/known-params');
  const check: import('./i18n/known-params').PropertyCityCheck = async (type, cityId) => {
    const [{ getDb }, { hasPropertyCityPageNow }] = await Promise.all([import('./db'), import('./features/properties/server')]);
    return hasPropertyCityPageNow(await getDb(), type, cityId);
  };
  (globalThis as Record<symbol, unknown>)[PROPERTY_CITY_CHECK] = check;
  // The production server asks the database who may frame a partner's widget (src/lib/widget-frame.ts, ADR 044).
  const { WIDGET_ORIGINS } = await import('./lib/widget-frame');
  const widgetOrigins: import('./lib/widget-frame').WidgetOriginsLookup = async (key) => {
    const [{ getDb }, { activePartnerOrigins }] = await Promise.all([import('./db'), import('./features/widgets/server')]);
    return activePartnerOrigins(await getDb(), key);
  };
  (globalThis as Record<symbol, unknown>)[WIDGET_ORIGINS] = widgetOrigins;
  // The search index follows the content files of this build and the property pages that exist now (cheap when
  // nothing changed; safe with several instances: one transaction under an advisory lock).
  const [{ getDb }, { syncSiteSearch }, { propertySearchEntries }] = await Promise.all([import('./db'), import('./features/content/server'), import('./features/properties/server')]);
  try {
    const db = await getDb();
    await syncSiteSearch(db, await propertySearchEntries(db));
  } catch (error) {
    console.error('The content search index could not be updated:', error);
  }
  const { jobQueue } = await import('./server/jobs');
  try {
    await jobQueue();
  } catch (error) {
    // Pages keep working; queued e-mails stay in the database until a worker runs.
    console.error('The e-mail worker could not start:', error);
  }
}

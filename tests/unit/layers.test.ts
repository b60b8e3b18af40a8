/**
 * The boundaries of docs/architecture.md and ADR 023, checked on every import of src/: the engine is pure;
 * shared code (lib, db, i18n, config, components) knows no feature; a feature uses another only through its
 * public entry (index.ts, server.ts); no import cycle between features; the database is reached through the
 * features; only the composition roots use src/server; demo data (src/demo) stays out of what runs with demo data
 * off, and src/datasets holds data files only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { boundaryViolations, DEMO_SWITCHES, featureGraph, scanImports, SCRIPTS, type Import } from '../support/boundaries';

const IMPORTS = scanImports();

describe('boundaries', () => {
  test('the scan sees the code base (a broken pattern would pass everything)', () => {
    expect(IMPORTS.length).toBeGreaterThan(500);
    expect(IMPORTS).toContainEqual({ file: 'graphql/server.ts', target: '@/features/rates/graphql' });
    // The scripts are scanned too, their relative imports resolved into src/.
    expect(IMPORTS).toContainEqual({ file: 'scripts/staff.ts', target: '@/features/staff/cli' });
    expect(IMPORTS).toContainEqual({ file: 'proxy.ts', target: '@/features/content/proxy' });
    // Relative imports are resolved: booking's own modules appear under the alias.
    expect(IMPORTS).toContainEqual({ file: 'features/booking/schedule-appointment.ts', target: '@/features/booking/emails' });
    expect(featureGraph(IMPORTS).get('booking')).toContain('leads');
  });

  test('the set-up loads the demo module through a dynamic import only, inside the demo-data switch', () => {
    expect(IMPORTS).toContainEqual({ file: 'scripts/db-setup.ts', target: '@/demo/seed', dynamic: true });
    for (const file of DEMO_SWITCHES) {
      const text = fs.readFileSync(path.join(SCRIPTS, '..', file), 'utf8');
      const open = text.indexOf("if (env.SEED_DEMO_DATA === 'true') {");
      expect(open, `${file} has the switch`).toBeGreaterThan(0);
      let depth = 0;
      let close = open + text.slice(open).indexOf('{');
      do depth += text[close] === '{' ? 1 : text[close] === '}' ? -1 : 0;
      while (depth > 0 && ++close < text.length);
      const inside = text.slice(open, close);
      const outside = text.slice(0, open) + text.slice(close);
      expect(inside).toMatch(/await import\(['"][./]*src\/demo\//);
      expect(outside).not.toMatch(/(?:from\s+|import\(\s*)['"][^'"]*src\/demo\//);
    }
  });

  test("today's code keeps every rule", () => {
    expect(boundaryViolations(IMPORTS)).toEqual([]);
  });

  const withImport = (extra: Import) => boundaryViolations([...IMPORTS, extra]);

  test.each<[string, Import, string]>([
    ["a feature reaching into another feature's internals", { file: 'features/home/components/HomeRates.tsx', target: '@/features/rates/market-repository' }, "a feature imports another feature's public entry only"],
    ['a relative path into another feature', { file: 'features/home/home-calculator.ts', target: '@/features/calculators/components/CalculatorView' }, "a feature imports another feature's public entry only"],
    ['the engine importing the database', { file: 'engine/annuity.ts', target: '@/db' }, 'the engine is pure'],
    ['a shared component importing a feature', { file: 'components/layout/Footer.tsx', target: '@/features/content' }, 'shared code (lib, db, i18n, config, components) imports no feature'],
    ['the library importing a feature', { file: 'lib/jobs/queue.ts', target: '@/features/email/server' }, 'shared code (lib, db, i18n, config, components) imports no feature'],
    ['the config importing a feature', { file: 'config/site.ts', target: '@/features/rates' }, 'shared code (lib, db, i18n, config, components) imports no feature'],
    ['a feature using a composition root', { file: 'features/booking/booking.ts', target: '@/server/jobs' }, 'only the composition roots'],
    ["a page reaching into a feature's internals", { file: 'app/[locale]/page.tsx', target: '@/features/home/components/HomeRates' }, 'the routes (src/app) use a feature only through its entries index, server, routes'],
    ["a route handler using a script's entry", { file: 'app/api/staff/members/route.ts', target: '@/features/staff/cli' }, 'the routes (src/app) use a feature only through its entries'],
    ["a script reaching into a feature's internals", { file: 'scripts/staff.ts', target: '@/features/staff/members' }, 'the command-line scripts use a feature only through its entries cli'],
    ["a script using the routes' entry", { file: 'scripts/db-setup.ts', target: '@/features/content/routes' }, 'the command-line scripts use a feature only through its entries cli'],
    ["the query endpoint's root reaching into a feature's resolvers", { file: 'graphql/server.ts', target: '@/features/rates/graphql/resolvers' }, "the query endpoint's composition roots use a feature only through its entries index, server, graphql"],
    ["the proxy reaching into a feature's internals", { file: 'proxy.ts', target: '@/features/content/known' }, "the request proxy's imports (src/proxy.ts) use a feature only through its entries proxy"],
    ["the proxy using a feature's server entry", { file: 'proxy.ts', target: '@/features/staff/server' }, "the request proxy's imports (src/proxy.ts) use a feature only through its entries proxy"],
    ["a feature using another feature's routes entry", { file: 'features/home/components/HomeRates.tsx', target: '@/features/rates/routes' }, "a feature imports another feature's public entry only"],
    ['a proxy entry reaching the database', { file: 'features/content/proxy.ts', target: '@/db' }, 'a proxy entry stays small (no database, no React): features/content/proxy.ts reaches'],
    ['a cli entry reaching the server-only marker', { file: 'features/rates/cli.ts', target: 'server-only' }, 'a cli entry runs in plain Node (no server-only marker): features/rates/cli.ts reaches server-only'],
    ['a shared layer file reaching a feature through a new caller', { file: 'page-data-version.ts', target: '@/features/rates/server' }, 'nothing but the composition roots, the routes, the scripts and the features imports a feature'],
    ['an import that closes a cycle between features', { file: 'features/leads/repository.ts', target: '@/features/booking/server' }, 'no import cycle between features: booking → '],
    // Demo data and generated data (ADR 023, amendment of issue 46).
    ['a route handler loading demo data', { file: 'app/api/staff/admin/route.ts', target: '@/demo/seed' }, 'demo data stays out of what runs with demo data off (static imports): app/api/staff/admin/route.ts reaches demo/seed.ts'],
    ['a feature loading the demo feed (the pages reach it)', { file: 'features/properties/search.ts', target: '@/demo/properties/feed' }, 'demo data stays out of what runs with demo data off (static imports): app/'],
    ['a feature loading the demo advisors', { file: 'features/advisors/repository.ts', target: '@/demo/advisors' }, 'only the demo scripts load the demo module (src/demo)'],
    ['the set-up loading demo data statically', { file: 'scripts/db-setup.ts', target: '@/demo/seed' }, 'demo data stays out of what runs with demo data off (static imports): scripts/db-setup.ts reaches demo/seed.ts'],
    ['the set-up loading demo data through a script it imports', { file: 'scripts/command-database.ts', target: '@/demo/advisors' }, 'demo data stays out of what runs with demo data off (static imports): scripts/db-setup.ts reaches demo/advisors.ts'],
    ['the server loading demo data dynamically (no demo-data switch there)', { file: 'instrumentation.ts', target: '@/demo/seed', dynamic: true }, 'only the demo scripts load the demo module (src/demo); the set-up only through a dynamic import() behind SEED_DEMO_DATA: instrumentation.ts → @/demo/seed'],
    ["the demo module reaching into a feature's internals", { file: 'demo/properties/feed.ts', target: '@/features/properties/search-repository' }, 'the demo module (src/demo) use a feature only through its entries index, cli'],
    ["the demo module importing a feature's tables", { file: 'demo/webinars.ts', target: '@/features/webinars/tables' }, 'the demo module (src/demo) use a feature only through its entries index, cli'],
    ['the demo module reaching the server-only marker', { file: 'demo/partner.ts', target: 'server-only' }, 'the demo module runs in plain Node (no server-only marker): demo/partner.ts reaches server-only'],
    ['code in the data folder', { file: 'datasets/postal-places.ts', target: '@/engine/geo/lookup' }, 'src/datasets holds generated data files (JSON) only, no code'],
    ['the engine importing a module of the data folder that is no data file', { file: 'engine/geo/lookup.ts', target: '@/datasets/postal-codes' }, 'the engine is pure (imports only itself and the data files of src/datasets)'],
  ])('a deliberately wrong import fails the check: %s', (_label, wrong, message) => {
    const violations = withImport(wrong);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toContain(message);
  });
});

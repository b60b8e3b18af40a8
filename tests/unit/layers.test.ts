/**
 * The boundaries of docs/architecture.md and ADR 023, checked on every import of src/: the engine is pure;
 * shared code (lib, db, i18n, config, components) knows no feature; a feature uses another only through its
 * public entry (index.ts, server.ts); no import cycle between features; the database is reached through the
 * features; only the composition roots use src/server.
 */
import { describe, expect, test } from 'vitest';
import { boundaryViolations, featureGraph, scanImports, type Import } from '../support/boundaries';

const IMPORTS = scanImports();

describe('boundaries', () => {
  test('the scan sees the code base (a broken pattern would pass everything)', () => {
    expect(IMPORTS.length).toBeGreaterThan(500);
    expect(IMPORTS).toContainEqual({ file: 'graphql/server.ts', target: '@/features/rates/graphql/resolvers' });
    // Relative imports are resolved: booking's own modules appear under the alias.
    expect(IMPORTS).toContainEqual({ file: 'features/booking/schedule-appointment.ts', target: '@/features/booking/emails' });
    expect(featureGraph(IMPORTS).get('booking')).toContain('leads');
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
    ['an import that closes a cycle between features', { file: 'features/leads/repository.ts', target: '@/features/booking/server' }, 'no import cycle between features: booking → '],
  ])('a deliberately wrong import fails the check: %s', (_label, wrong, message) => {
    const violations = withImport(wrong);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toContain(message);
  });
});

/**
 * No randomness without a seed in the tests (issue 46): a test that picks a free time, an address or a client at
 * random cannot be run again as it failed. The tests' own files call no Math.random; their choices come from
 * tests/support/spread-index.ts (through e2e-choice.ts): the same for the same test, apart between the workers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { hashOf, spreadIndex } from '../support/spread-index';

const ROOT = path.join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [full] : [];
  });
}

describe('the tests choose deterministically', () => {
  test('no test file calls Math.random', () => {
    const calls = sourceFiles(ROOT).filter((file) => /Math\s*\.\s*random\s*\(/.test(fs.readFileSync(file, 'utf8')));
    expect(calls.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  test('the same test in the same worker slot picks the same; another title may pick another', () => {
    expect(spreadIndex(40, 1, 2, 'booking › a call')).toBe(spreadIndex(40, 1, 2, 'booking › a call'));
    expect(hashOf('booking › a call')).toBe(hashOf('booking › a call'));
    expect(new Set(Array.from({ length: 20 }, (_, i) => spreadIndex(40, 0, 2, `test ${i}`))).size).toBeGreaterThan(5);
  });

  test('workers running at the same time never take the same item while there is one per worker, whatever their tests', () => {
    for (const length of [2, 3, 7, 40, 101]) {
      for (const workers of [1, 2, 4]) {
        if (length < workers) continue;
        for (let seed = 0; seed < 50; seed++) {
          const taken = Array.from({ length: workers }, (_, slot) => spreadIndex(length, slot, workers, `slot ${slot} test ${seed * (slot + 3)}`));
          expect(new Set(taken).size, `${length} items, ${workers} workers`).toBe(workers);
          for (const i of taken) expect(i >= 0 && i < length).toBe(true);
        }
      }
    }
    // Fewer items than workers: still an index into the list.
    expect(spreadIndex(1, 3, 4, 'x')).toBe(0);
    expect(() => spreadIndex(0, 0, 2, 'x')).toThrow(/nothing to choose/);
  });
});

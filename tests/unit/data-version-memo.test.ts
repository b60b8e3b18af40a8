/**
 * Reads kept per page data version (issue 47, src/lib/data-version-memo.ts): the rates market and the lenders'
 * conditions are read once per version instead of on every request; a new version (a write to their tables) reads
 * anew, a failed read is not kept, and without a version known in memory every call reads (it never asks the
 * database for the version: a call inside a transaction on PGlite's single connection would wait on itself).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { DATA_VERSION_PEEK, keptForDataVersion, MAX_KEPT_KEYS } from '@/lib/data-version-memo';

const registry = globalThis as Record<symbol, unknown>;
afterEach(() => {
  delete registry[DATA_VERSION_PEEK];
});

function counter() {
  let reads = 0;
  return { read: async () => ++reads, reads: () => reads };
}

describe('reads kept for the page data version', () => {
  test('one read per version and key; a new version reads again; keys and databases apart', async () => {
    let version = '2026-11-29|7';
    registry[DATA_VERSION_PEEK] = () => version;
    const db = {};
    const c = counter();
    expect(await Promise.all([1, 2, 3].map(() => keptForDataVersion(db, 'k', c.read)))).toEqual([1, 1, 1]);
    expect(await keptForDataVersion(db, 'k', c.read)).toBe(1);
    expect(c.reads()).toBe(1);
    version = '2026-11-29|8';
    expect(await keptForDataVersion(db, 'k', c.read)).toBe(2);
    expect(await keptForDataVersion(db, 'k', c.read)).toBe(2);
    expect(await keptForDataVersion(db, 'other', c.read)).toBe(3);
    expect(await keptForDataVersion({}, 'k', c.read)).toBe(4);
    expect(c.reads()).toBe(4);
  });

  test('a failed read is not kept: the next call reads again', async () => {
    registry[DATA_VERSION_PEEK] = () => 'v1';
    const db = {};
    let fail = true;
    const read = async () => {
      if (fail) throw new Error('database away');
      return 'market';
    };
    await expect(keptForDataVersion(db, 'k', read)).rejects.toThrow('database away');
    fail = false;
    expect(await keptForDataVersion(db, 'k', read)).toBe('market');
  });

  test('without a registered version (tests, scripts) or with none known (a change was notified), every call reads', async () => {
    const db = {};
    const c = counter();
    await keptForDataVersion(db, 'k', c.read);
    await keptForDataVersion(db, 'k', c.read);
    const noneKnown: string | null = null;
    registry[DATA_VERSION_PEEK] = () => noneKnown;
    await keptForDataVersion(db, 'k', c.read);
    await keptForDataVersion(db, 'k', c.read);
    expect(c.reads()).toBe(4);
  });

  test('bounded per database: the least recently asked key is dropped first', async () => {
    registry[DATA_VERSION_PEEK] = () => 'v1';
    const db = {};
    const c = counter();
    for (let i = 0; i < MAX_KEPT_KEYS; i++) await keptForDataVersion(db, `k${i}`, c.read);
    await keptForDataVersion(db, 'k0', c.read); // asked again: now the most recent
    await keptForDataVersion(db, 'new', c.read); // one over the bound: k1 goes
    const before = c.reads();
    await keptForDataVersion(db, 'k0', c.read);
    expect(c.reads()).toBe(before);
    await keptForDataVersion(db, 'k1', c.read);
    expect(c.reads()).toBe(before + 1);
  });
});

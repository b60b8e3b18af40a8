/**
 * The page data version's reads under load (src/page-data-version.ts, ADR 034): requests waiting at the same time
 * share one read, and no request is answered with a read that began before it arrived.
 */
import { describe, expect, test } from 'vitest';
import { coalescedReads } from '@/page-data-version';

/** A read whose answer is the number of reads begun so far, finishing when the test says so. */
function controlledRead() {
  let begun = 0;
  const finishers: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const n = ++begun;
      finishers.push(() => resolve(n));
    });
  return { read, begun: () => begun, finish: async () => { finishers.shift()!(); await new Promise((r) => setTimeout(r, 0)); } };
}

describe('coalescedReads', () => {
  test('a request during a read waits for the next read; everyone who arrived meanwhile shares it', async () => {
    const c = controlledRead();
    const get = coalescedReads(c.read);
    const first = get();
    const during = [get(), get(), get()];
    expect(c.begun()).toBe(1);
    await c.finish();
    expect(await first).toBe(1);
    // The three that arrived during read 1 get read 2, begun after they arrived.
    expect(c.begun()).toBe(2);
    await c.finish();
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    // Quiet again: the next request reads at once.
    const later = get();
    expect(c.begun()).toBe(3);
    await c.finish();
    expect(await later).toBe(3);
  });

  test('a failed read fails only its own round; the next round reads again', async () => {
    let n = 0;
    const get = coalescedReads(async () => {
      n++;
      if (n === 1) throw new Error('database away');
      return n;
    });
    await expect(get()).rejects.toThrow('database away');
    expect(await get()).toBe(2);
  });
});

/**
 * Feature flags (ADR 040): the stable bucket and the decision the islands make from a setting and the seed.
 */
import { describe, expect, test } from 'vitest';
import { flagBucket, flagOn, type FlagSetting } from '@/features/flags';

const seeds = Array.from({ length: 4000 }, (_, i) => `visitor-${i}-${(i * 7919) % 104729}`);
const at = (percentage: number): FlagSetting => ({ key: 'rates_advisor_banner', mode: 'percentage', percentage });

describe('feature flag buckets', () => {
  test('a flag at 50 % shows to about half the visitors, and each visitor keeps their answer', () => {
    const shown = seeds.filter((s) => flagOn(at(50), s));
    expect(shown.length).toBeGreaterThan(4000 * 0.46);
    expect(shown.length).toBeLessThan(4000 * 0.54);
    // The same seed always lands in the same bucket.
    for (const s of seeds.slice(0, 200)) expect(flagOn(at(50), s)).toBe(flagOn(at(50), s));
  });

  test('raising the percentage keeps everyone who saw it: buckets are nested', () => {
    const at20 = new Set(seeds.filter((s) => flagOn(at(20), s)));
    const at60 = new Set(seeds.filter((s) => flagOn(at(60), s)));
    for (const s of at20) expect(at60.has(s)).toBe(true);
    expect(at60.size).toBeGreaterThan(at20.size * 2.5);
  });

  test('buckets spread evenly over 0–99', () => {
    const counts = new Array<number>(10).fill(0);
    for (const s of seeds) counts[Math.floor(flagBucket('rates_advisor_banner', s) / 10)]! += 1;
    for (const n of counts) expect(n).toBeGreaterThan(320);
    for (const n of counts) expect(n).toBeLessThan(480);
  });

  test('on and off need no seed; a percentage waits for it; 0 % and 100 % are none and all', () => {
    expect(flagOn({ key: 'rates_advisor_banner', mode: 'on', percentage: 0 }, null)).toBe(true);
    expect(flagOn({ key: 'rates_advisor_banner', mode: 'off', percentage: 100 }, 'x')).toBe(false);
    expect(flagOn(at(50), null)).toBeNull();
    expect(seeds.some((s) => flagOn(at(0), s))).toBe(false);
    expect(seeds.every((s) => flagOn(at(100), s))).toBe(true);
  });
});

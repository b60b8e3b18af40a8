/**
 * The recommendation report says what the engine does (issue 24, point 6): after a fixation the payment stays
 * the same only while the follow-up rate leaves the minimum repayment; otherwise the engine raises it to the
 * rate plus that minimum, and the report's method text must say so in both languages.
 */
import { describe, expect, test } from 'vitest';
import de from '@messages/de/funnel.json';
import en from '@messages/en/funnel.json';
import { RECOMMENDATION_DEFAULTS } from '@/engine/recommendation';

const minimum = { en: `${RECOMMENDATION_DEFAULTS.minRepayment * 100}%`, de: `${RECOMMENDATION_DEFAULTS.minRepayment * 100} %` };

describe('recommendation report: the payment after a fixation', () => {
  test.each([
    ['en', en.funnelReport.fixationIntro, /stays the same unless/, /rises to that rate plus/],
    ['de', de.funnelReport.fixationIntro, /bleibt gleich, außer/, /steigt sie auf diesen Zins plus/],
  ] as const)('%s: the fixation table’s intro names the rise to the rate plus the minimum repayment', (locale, text, condition, rise) => {
    expect(text).toMatch(condition);
    expect(text).toMatch(rise);
    expect(text).toContain(minimum[locale]);
    expect(text).not.toMatch(/stays the same\.$|bleibt gleich\.$/);
  });
});

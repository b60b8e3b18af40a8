/**
 * Headings with long German compounds ("Anschlussfinanzierung", "Baufinanzierungsrechner") do not fit a 360 px
 * phone at heading size. CSS `hyphens: auto` hyphenates them only where the browser has a dictionary (not every
 * platform does, issue 24: "breaks mid-word"); soft hyphens from the `hyphen` library's TeX patterns break them
 * at a syllable with a visible hyphen everywhere. Only long words get them, so short ones never break.
 */
import { hyphenateSync as hyphenateDe } from 'hyphen/de';
import type { Locale } from '@/i18n/routes';

/** Words of 16 letters and more get soft hyphens (shorter ones fit a phone's heading line). */
const LONG_WORD = /\p{L}{16,}/gu;

export function hyphenateHeading(text: string, locale: Locale): string {
  if (locale !== 'de') return text;
  return text.replace(LONG_WORD, (word) => hyphenateDe(word));
}

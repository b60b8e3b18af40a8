import localFont from 'next/font/local';

/**
 * Inter (SIL Open Font License 1.1, src/assets/fonts/LICENSE-Inter.txt), served from our own host, cut down by
 * scripts/subset-font.mjs to the characters and weights the site uses (28 KB instead of 48 KB). next/font
 * sets up a size-adjusted fallback.
 * Not preloaded and display 'optional': a first visit paints at once in the fallback and never swaps (no
 * layout shift, no delayed largest paint on slow mobile connections); later pages use the cached font.
 */
export const inter = localFont({
  // German and English (umlauts, ß, €, typographic quotes and dashes), weights 400–700.
  src: [{ path: '../assets/fonts/inter-hauslotse.woff2', style: 'normal' }],
  weight: '400 700',
  preload: false,
  // optional: the web font is used when it arrives within the first paint's budget, else the (size-matched)
  // fallback stays for this page view: no late swap, no layout shift, no delayed largest paint.
  display: 'optional',
  // next/font's fallback ("inter Fallback") is Arial with Inter's metrics; where Arial is missing (Android,
  // most Linux) "Inter Fallback Local" in globals.css takes a metric-compatible face (Liberation Sans, Arimo,
  // Helvetica) or Roboto with the same overrides, instead of an unadjusted system font (issue 24: text shifted).
  fallback: ['Inter Fallback Local'],
  variable: '--font-inter',
});

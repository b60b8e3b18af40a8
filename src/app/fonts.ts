import localFont from 'next/font/local';

/**
 * Inter (SIL Open Font License 1.1), served from our own host. next/font sets up a size-adjusted fallback.
 * Not preloaded and display 'optional': a first visit paints at once in the fallback and never swaps (no
 * layout shift, no delayed largest paint on slow mobile connections); later pages use the cached font.
 */
export const inter = localFont({
  // The Latin subset covers German and English (umlauts, ß, €).
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' }],
  weight: '100 900',
  preload: false,
  // optional: the web font is used when it arrives within the first paint's budget, else the (size-matched)
  // fallback stays for this page view: no late swap, no layout shift, no delayed largest paint.
  display: 'optional',
  variable: '--font-inter',
});

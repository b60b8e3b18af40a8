/**
 * The illustrations' colours: three greens and the warm accent of the Tailwind theme (src/app/globals.css
 * `@theme`), plus white. Hex values, so that an SVG also reads right outside the page (checked against the
 * theme by tests/unit/illustrations.test.tsx). See docs/design.md "Illustrations".
 */
export const PALETTE = {
  /** brand-100: the round backdrop, empty cells and placeholder lines. */
  soft: '#d5ece4',
  /** brand-600: the main shapes (house walls, boards, headers). */
  main: '#1d6b57',
  /** brand-800: roofs, posts, rings, lines, the ground. */
  dark: '#114437',
  /** accent: the one warm colour (coins, doors, the one marked thing). */
  accent: '#f2b53a',
  /** white: paper, windows, glass. */
  paper: '#ffffff',
} as const;

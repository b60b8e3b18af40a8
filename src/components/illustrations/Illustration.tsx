import type { ReactNode } from 'react';
import { PALETTE as P } from './palette';

/** Every illustration's props: a translated title makes it an image with a name; without one it is decorative. */
export interface IllustrationProps {
  /** The translated title (messages namespace `illustrations`); omit it when a heading or text beside says the same. */
  title?: string;
  /** Size and visibility; the SVG scales to its box (viewBox 240 × 180). Default: the container's width. */
  className?: string;
}

/**
 * The frame of every illustration (docs/design.md "Illustrations"): viewBox 240 × 180, the round brand-100
 * backdrop, no text inside. With a title it is `role="img"` named by its `<title>`, else `aria-hidden`.
 */
export function IllustrationFrame({ name, title, className = 'block h-auto w-full', ground = false, children }: IllustrationProps & { name: string; ground?: boolean; children: ReactNode }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: 'false' as const };
  return (
    <svg viewBox="0 0 240 180" className={className} data-illustration={name} {...a11y}>
      {title && <title>{title}</title>}
      <circle cx="120" cy="90" r="76" fill={P.soft} />
      {ground && <path d="M32 152h176" stroke={P.dark} strokeWidth="4" strokeLinecap="round" />}
      {children}
    </svg>
  );
}

/** The rim of white paper shapes: the backdrop's colour, so it shows only where the paper reaches past the backdrop. */
export const EDGE = { stroke: P.soft, strokeWidth: 3 } as const;

/** The house: 80 wide, 76 high at scale 1, its top left corner at (x, y). */
export function House({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}`}>
      <rect x="52" y="6" width="10" height="22" rx="2" fill={P.dark} />
      <path d="M0 34 40 4l40 30z" fill={P.dark} stroke={P.dark} strokeWidth="8" strokeLinejoin="round" />
      <rect x="8" y="30" width="64" height="46" rx="4" fill={P.main} />
      <rect x="16" y="40" width="14" height="14" rx="3" fill={P.paper} />
      <rect x="50" y="40" width="14" height="14" rx="3" fill={P.paper} />
      <rect x="33" y="50" width="14" height="26" rx="3" fill={P.accent} />
    </g>
  );
}

/** A stack of n coins (pills 9 apart), standing on `bottom`. */
export function Coins({ x, bottom, n, w = 26 }: { x: number; bottom: number; n: number; w?: number }) {
  return (
    <>
      {Array.from({ length: n }, (_, i) => (
        <rect key={i} x={x} y={bottom - (i + 1) * 9} width={w} height="7" rx="3.5" fill={P.accent} />
      ))}
    </>
  );
}

/** A calendar sheet with its rings and a 4 × 3 grid of days; `mark` fills one day with the accent. */
export function Calendar({ x, y, mark }: { x: number; y: number; mark?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="112" height="104" rx="10" fill={P.paper} {...EDGE} />
      <path d="M0 28V10A10 10 0 0 1 10 0h92a10 10 0 0 1 10 10v18z" fill={P.main} />
      <rect x="24" y="-10" width="8" height="20" rx="4" fill={P.dark} />
      <rect x="80" y="-10" width="8" height="20" rx="4" fill={P.dark} />
      {[0, 1, 2].flatMap((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect key={`${row}-${col}`} x={12 + col * 24} y={40 + row * 20} width="16" height="14" rx="3" fill={mark && row === 1 && col === 2 ? P.accent : P.soft} />
        )),
      )}
    </g>
  );
}

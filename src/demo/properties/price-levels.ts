/**
 * DEMO DATA. The price level per m² behind each generated demo listing (./feed.ts): one row of
 * vendor/price-levels/price-levels.csv per city and type, chosen by the rules in `choosePriceLevels`. The chosen
 * row's figure, price kind, period, publication date, source and address are carried unchanged, so every demo
 * listing can name where its price comes from. A city gets apartments only when the file has an apartment figure
 * for it and houses only when it has a house figure: no level is invented or converted.
 */
import fs from 'node:fs';
import { parsePriceLevels, periodEnd, PRICE_LEVELS_CSV, type ListingType, type PriceLevel } from '@/features/properties/cli';

/** a before b when a is the better level for the same city and type. */
function compareLevels(a: PriceLevel & { row: number }, b: PriceLevel & { row: number }): number {
  const endA = periodEnd(a.period);
  const endB = periodEnd(b.period);
  // Rule 1: a dated row beats any row whose period is "unstated" (undated rows count only when nothing is dated).
  if ((endA === null) !== (endB === null)) return endA === null ? 1 : -1;
  // Rule 2: the newest period first, compared by the last day the period covers (a whole year ends on 31 December).
  if (endA !== endB) return (endB ?? '').localeCompare(endA ?? '');
  // Rule 3: within the same period, existing stock or all sales before new builds (the demo listings are of all ages).
  const isNew = (l: PriceLevel) => Number(l.segment === 'new');
  if (isNew(a) !== isNew(b)) return isNew(a) - isNew(b);
  // Rule 4: still tied: the later publication date, then the earlier row of the file.
  if (a.published !== b.published) return b.published.localeCompare(a.published);
  return a.row - b.row;
}

/** One level per city and type (apartments and houses separately), in the file's order of first appearance. */
export function choosePriceLevels(rows: PriceLevel[]): PriceLevel[] {
  const groups = new Map<string, (PriceLevel & { row: number })[]>();
  rows.forEach((level, row) => {
    const key = `${level.city}\u0000${level.type}`;
    groups.set(key, [...(groups.get(key) ?? []), { ...level, row }]);
  });
  return [...groups.values()].map((candidates) => {
    const { row: _row, ...best } = [...candidates].sort(compareLevels)[0]!;
    return best;
  });
}

let cached: PriceLevel[] | null = null;
let feedRows: PriceLevel[] | null = null;

/** The chosen levels from the demo feed's file (price-levels.csv). */
export function demoPriceLevels(): PriceLevel[] {
  feedRows ??= parsePriceLevels(fs.readFileSync(PRICE_LEVELS_CSV, 'utf8'));
  cached ??= choosePriceLevels(feedRows);
  return cached;
}

/** The level for a city and type, or null when the file has none (then the demo feed has no such listing). */
export function demoPriceLevel(city: string, type: ListingType): PriceLevel | null {
  return demoPriceLevels().find((l) => l.city === city && l.type === type) ?? null;
}

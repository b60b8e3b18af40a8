/**
 * The sitemap's pages for crawls (issue 24): every page, except where one template serves dozens of pages (the
 * states and cities of the rates and broker pages, the city property pages, the FAQ, glossary and article pages): there the family's root
 * and, per level, the PER_LEVEL pages with the longest address (the longest names) stand for the rest.
 * `families` limits the sampling to those families (roots such as "/de/baufinanzierung"); the others are kept whole.
 */
/** A family with more pages than this is one template for many places or items: it is sampled. */
const FAMILY = 25;
const PER_LEVEL = 8;

/** Every path, except that large families keep their root and per level the PER_LEVEL longest paths. */
export function sampleSitemap(paths: string[], options: { families?: readonly string[] } = {}): string[] {
  const all = new Set(paths);
  // `/de/wohnung-kaufen-berlin` belongs to the family of `/de/wohnung-kaufen` (the place is part of the segment).
  const family = (p: string) => {
    const base = p.split('/').slice(0, 3).join('/');
    const segmentStart = base.lastIndexOf('/') + 1;
    for (let i = base.lastIndexOf('-'); i > segmentStart; i = base.lastIndexOf('-', i - 1)) if (all.has(base.slice(0, i))) return base.slice(0, i);
    return base;
  };
  const sizes = new Map<string, number>();
  for (const p of paths) sizes.set(family(p), (sizes.get(family(p)) ?? 0) + 1);
  const kept: string[] = [];
  const levels = new Map<string, string[]>();
  for (const p of paths) {
    const root = family(p);
    const sampled = (sizes.get(root) ?? 0) > FAMILY && (!options.families || options.families.includes(root));
    if (!sampled || p === root) kept.push(p);
    else {
      const key = `${root}#${p.split('/').length}`;
      levels.set(key, [...(levels.get(key) ?? []), p]);
    }
  }
  for (const level of levels.values()) kept.push(...level.sort((x, y) => y.length - x.length).slice(0, PER_LEVEL));
  return kept;
}


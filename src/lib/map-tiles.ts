/**
 * The street map's tile source (issue 48, ADR 049): MAP_TILES_URL is either a PMTiles archive (a URL or a path on
 * this origin ending in `.pmtiles`, read with HTTP range requests) or a z/x/y template of vector tiles (Mapbox
 * Vector Tile format, Protomaps basemap schema) with `{z}`, `{x}` and `{y}`. Unset: no street map, the server-drawn
 * sketch only.
 *
 * Plain TypeScript without imports: the production server (server.mjs) loads it with Node's type stripping to
 * allow the tiles' origin in the pages' connect-src.
 */

export interface MapTilesSource {
  kind: 'pmtiles' | 'xyz';
  /** As configured: an absolute http(s) URL or a path on this origin (starting with one `/`). */
  url: string;
}

/** The source MAP_TILES_URL names, or null for an unset or unusable value (mapTilesProblem says why). */
export function mapTilesSource(raw: string | undefined): MapTilesSource | null {
  return raw === undefined || raw.trim() === '' || mapTilesProblem(raw) !== null ? null : { kind: /\.pmtiles(\?|#|$)/.test(raw) ? 'pmtiles' : 'xyz', url: raw.trim() };
}

/** Why a MAP_TILES_URL value cannot be used, in words for the start-up error; null when it can. */
export function mapTilesProblem(raw: string): string | null {
  const value = raw.trim();
  const path = value.startsWith('/') && !value.startsWith('//');
  if (!path) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return 'must be an http(s) URL or a path starting with /';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL or a path starting with /';
    if (url.username || url.password) return 'must not carry credentials';
  }
  if (/\.pmtiles(\?|#|$)/.test(value)) return null;
  return ['{z}', '{x}', '{y}'].every((p) => value.includes(p)) ? null : 'must name a .pmtiles archive or be a template with {z}, {x} and {y}';
}

/** The origin the pages must be allowed to fetch tiles from (connect-src), or null when it is this origin or unset. */
export function mapTilesOrigin(raw: string | undefined): string | null {
  const source = mapTilesSource(raw);
  if (!source || source.url.startsWith('/')) return null;
  // A template's braces are not valid in every URL part: the origin is read from the part before the first one.
  return new URL(source.url.split('{')[0]!).origin;
}

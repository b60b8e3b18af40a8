/**
 * The street map itself (issue 48 part 6, ADR 049): MapLibre GL with vector tiles from MAP_TILES_URL in the
 * Protomaps basemap schema, styled by @protomaps/basemaps without its label layers (they need glyph files this site
 * does not host); place names, results, clusters and the search area's handle are HTML markers instead. Loaded only
 * by the StreetMap island (a dynamic import when the map comes into view), never in a page's first load.
 *
 * No request leaves for another host than the configured tiles': the worker comes from this origin
 * (/api/map/worker), and every tile is fetched on the page through a protocol handler, under the page's connect-src.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { addProtocol, AttributionControl, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type GeoJSONSource, type StyleSpecification } from 'maplibre-gl';
import { layers, namedFlavor } from '@protomaps/basemaps';
import { Protocol } from 'pmtiles';
import type { MapTilesSource } from '@/lib/map-tiles';

export interface StreetMapPoint {
  lat: number;
  lon: number;
  /** The result's number as in the list (results), or none (the listing's own marker). */
  n: number | null;
  href: string | null;
  label: string;
}

export interface StreetMapPlace {
  name: string;
  lat: number;
  lon: number;
}

export interface StreetMapTexts {
  mapTitle: string;
  zoomIn: string;
  zoomOut: string;
  attribution: string;
  /** "{count} results here, zoom in": `{count}` is replaced. */
  cluster: string;
  areaHandle: string;
}

export interface StreetMapOptions {
  tiles: MapTilesSource;
  points: StreetMapPoint[];
  places: StreetMapPlace[];
  /** west, south, east, north */
  bounds: [number, number, number, number];
  /** The search area (results with a place and radius), movable; null for none. */
  area: { lat: number; lon: number; radiusKm: number } | null;
  /** A single listing: one marker and a close view instead of clusters. */
  single: boolean;
  texts: StreetMapTexts;
  onReady(): void;
  onFailed(): void;
  onAreaMoved(centre: { lat: number; lon: number }): void;
}

/** The worker's URL on this origin, with the package version so that a new release is not served from a cache. */
const WORKER_URL = '/api/map/worker?v=6.17.0';
const TILES_PROTOCOL = 'hauslotse-tiles';
const SOURCE = 'basemap';

let protocolsAdded = false;

function addProtocols() {
  if (protocolsAdded) return;
  protocolsAdded = true;
  setWorkerUrl(new URL(WORKER_URL, location.href).href);
  addProtocol('pmtiles', new Protocol().tile);
  // z/x/y tiles through the page (not the worker's own fetch): the worker's script is served with a policy that
  // allows it no requests, and the page's connect-src names the tiles' origin.
  addProtocol(TILES_PROTOCOL, async (params, abort) => {
    const response = await fetch(params.url.slice(TILES_PROTOCOL.length + 3), { signal: abort.signal });
    if (response.status === 204 || response.status === 404) return { data: new ArrayBuffer(0) };
    if (!response.ok) throw new Error(`tile ${response.status}`);
    return { data: await response.arrayBuffer() };
  });
}

function style(tiles: MapTilesSource): StyleSpecification {
  const url = new URL(tiles.url, location.href).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
  const source =
    tiles.kind === 'pmtiles'
      ? { type: 'vector' as const, url: `pmtiles://${url}` }
      : { type: 'vector' as const, tiles: [`${TILES_PROTOCOL}://${url}`], maxzoom: 15 };
  return { version: 8, sources: { [SOURCE]: source }, layers: layers(SOURCE, namedFlavor('light')) };
}

/** A circle of `km` around a point as a polygon (64 corners; good enough on a map of a city's size). */
export function circlePolygon(lat: number, lon: number, km: number): GeoJSON.Feature<GeoJSON.Polygon> {
  const ring: [number, number][] = [];
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  for (let i = 0; i <= 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    ring.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

function element(tag: string, className: string, text = ''): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

const MARKER = 'flex h-9 w-9 items-center justify-center rounded-full border-[3px] border-white bg-brand-700 text-sm font-semibold text-white shadow hover:bg-brand-800 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-400';

/** Builds the map in `container`; the returned function removes it. */
export function mountStreetMap(container: HTMLElement, options: StreetMapOptions): () => void {
  addProtocols();
  const { texts } = options;
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      style: style(options.tiles),
      bounds: options.single ? undefined : new LngLatBounds([options.bounds[0], options.bounds[1]], [options.bounds[2], options.bounds[3]]),
      center: options.single ? [options.points[0]!.lon, options.points[0]!.lat] : undefined,
      zoom: options.single ? 14 : undefined,
      fitBoundsOptions: { padding: 24 },
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      cooperativeGestures: false,
      locale: { 'Map.Title': texts.mapTitle, 'NavigationControl.ZoomIn': texts.zoomIn, 'NavigationControl.ZoomOut': texts.zoomOut, 'AttributionControl.ToggleAttribution': texts.attribution },
    });
  } catch {
    // No WebGL (an old device, a locked-down browser): the sketch stays.
    options.onFailed();
    return () => {};
  }
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(
    new AttributionControl({
      compact: true,
      customAttribution: ['<a href="https://www.openstreetmap.org/copyright" rel="noopener">© OpenStreetMap</a>', '<a href="https://protomaps.com" rel="noopener">Protomaps</a>'],
    }),
    'bottom-right',
  );
  let failed = false;
  map.on('webglcontextlost', () => {
    failed = true;
    options.onFailed();
  });

  for (const place of options.places) {
    const el = element('span', 'pointer-events-none rounded bg-white/85 px-1 text-xs font-medium text-slate-700 shadow-sm', place.name);
    el.setAttribute('aria-hidden', 'true');
    new Marker({ element: el, anchor: 'left', offset: [6, 0] }).setLngLat([place.lon, place.lat]).addTo(map);
  }

  if (options.single) {
    const point = options.points[0]!;
    const el = element('span', 'block h-5 w-5 rounded-full border-[3px] border-white bg-brand-700 shadow');
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', point.label);
    new Marker({ element: el }).setLngLat([point.lon, point.lat]).addTo(map);
  }

  map.on('load', () => {
    if (failed) return;
    if (options.area) addArea(map, options.area, texts, options.onAreaMoved);
    if (!options.single) addResults(map, options.points, texts);
    options.onReady();
  });
  return () => map.remove();
}

function addArea(map: MapLibreMap, area: NonNullable<StreetMapOptions['area']>, texts: StreetMapTexts, moved: StreetMapOptions['onAreaMoved']) {
  map.addSource('area', { type: 'geojson', data: circlePolygon(area.lat, area.lon, area.radiusKm) });
  map.addLayer({ id: 'area-fill', type: 'fill', source: 'area', paint: { 'fill-color': '#165646', 'fill-opacity': 0.06 } });
  map.addLayer({ id: 'area-line', type: 'line', source: 'area', paint: { 'line-color': '#165646', 'line-width': 2, 'line-dasharray': [3, 3] } });
  const handle = element('span', 'block h-6 w-6 cursor-grab rounded-full border-[3px] border-brand-700 bg-white shadow');
  handle.setAttribute('role', 'img');
  handle.setAttribute('aria-label', texts.areaHandle);
  handle.dataset.testid = 'street-map-area-handle';
  // Above the results' markers (one of them may lie at the centre), so it can always be taken.
  handle.style.zIndex = '2';
  const marker = new Marker({ element: handle, draggable: true }).setLngLat([area.lon, area.lat]).addTo(map);
  marker.on('drag', () => {
    const p = marker.getLngLat();
    (map.getSource('area') as GeoJSONSource).setData(circlePolygon(p.lat, p.lng, area.radiusKm));
  });
  marker.on('dragend', () => {
    const p = marker.getLngLat();
    moved({ lat: p.lat, lon: p.lng });
  });
}

/**
 * The page's results as a clustered GeoJSON source, drawn as HTML markers: a link per result with its number, and a
 * button per cluster with its count that zooms in to where the cluster falls apart.
 */
function addResults(map: MapLibreMap, points: StreetMapPoint[], texts: StreetMapTexts) {
  map.addSource('results', {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: points.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.lon, p.lat] } })) },
    cluster: true,
    clusterRadius: 36,
    clusterMaxZoom: 15,
  });
  // An invisible layer makes MapLibre compute the source's clusters; the markers below draw them.
  map.addLayer({ id: 'results-hit', type: 'circle', source: 'results', paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
  const shown = new Map<string, Marker>();
  const update = () => {
    if (!map.isSourceLoaded('results')) return;
    const next = new Map<string, Marker>();
    for (const feature of map.querySourceFeatures('results')) {
      const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
      const [lon, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
      const key = props.cluster ? `c${props.cluster_id}` : `p${props.i}`;
      if (next.has(key)) continue;
      let marker = shown.get(key);
      if (!marker) {
        if (props.cluster) {
          const el = element('button', `${MARKER} h-10 w-10 bg-brand-900`, String(props.point_count));
          el.setAttribute('type', 'button');
          el.setAttribute('aria-label', texts.cluster.replace('{count}', String(props.point_count)));
          el.dataset.testid = 'street-map-cluster';
          const id = props.cluster_id!;
          el.addEventListener('click', async (event) => {
            event.stopPropagation();
            const zoom = await (map.getSource('results') as GeoJSONSource).getClusterExpansionZoom(id);
            map.easeTo({ center: [lon, lat], zoom });
          });
          marker = new Marker({ element: el }).setLngLat([lon, lat]);
        } else {
          const point = points[props.i!]!;
          const el = element('a', MARKER, point.n === null ? '' : String(point.n));
          if (point.href) el.setAttribute('href', point.href);
          el.setAttribute('aria-label', point.label);
          el.dataset.testid = 'street-map-marker';
          marker = new Marker({ element: el }).setLngLat([point.lon, point.lat]);
        }
        marker.addTo(map);
      }
      next.set(key, marker);
    }
    for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
    shown.clear();
    for (const [key, marker] of next) shown.set(key, marker);
  };
  map.on('data', (e) => {
    if ((e as { sourceId?: string }).sourceId === 'results') update();
  });
  map.on('moveend', update);
  update();
}

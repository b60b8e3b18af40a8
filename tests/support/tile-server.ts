/**
 * Vector tiles made from the project's own data, for the street map's tests (ADR 049): no tile service is reachable
 * here, and Debian has no tippecanoe. The tiles follow the Protomaps basemap schema the map's style reads:
 * `earth` (Germany's extent as the map uses it, src/features/properties/map-geometry.ts), `boundaries` (its
 * outline), `buildings` (a small square at every postal code's centre, GeoNames) and `places` (the postal codes'
 * places as points). Made with geojson-vt and written with vt-pbf per request; every request is recorded.
 */
import http from 'node:http';
import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { GERMANY } from '../../src/features/properties/map-geometry';
import { postalPlacesIn } from '../../src/features/properties/postal-places';

export interface TileServer {
  /** The z/x/y template for MAP_TILES_URL. */
  template: string;
  origin: string;
  /** Paths requested so far, e.g. "/11/1100/672.pbf". */
  requests: string[];
  stop(): Promise<void>;
}

type Feature = GeoJSON.Feature<GeoJSON.Geometry, Record<string, string | number>>;

function collection(features: Feature[]): GeoJSON.FeatureCollection {
  return { type: 'FeatureCollection', features };
}

function layers() {
  const { south, north, west, east } = GERMANY;
  const outline: [number, number][] = [[west, south], [east, south], [east, north], [west, north], [west, south]];
  const places = postalPlacesIn(GERMANY);
  const half = 0.0015;
  const options = { maxZoom: 15, indexMaxZoom: 4, tolerance: 2 };
  return {
    earth: new GeoJSONVT(collection([{ type: 'Feature', properties: { kind: 'earth' }, geometry: { type: 'Polygon', coordinates: [outline] } }]), options),
    boundaries: new GeoJSONVT(collection([{ type: 'Feature', properties: { kind: 'country', kind_detail: 2 }, geometry: { type: 'LineString', coordinates: outline } }]), options),
    buildings: new GeoJSONVT(
      collection(
        places.map((p) => ({
          type: 'Feature',
          properties: { kind: 'building' },
          geometry: { type: 'Polygon', coordinates: [[[p.lon - half, p.lat - half], [p.lon + half, p.lat - half], [p.lon + half, p.lat + half], [p.lon - half, p.lat + half], [p.lon - half, p.lat - half]]] },
        })),
      ),
      options,
    ),
    places: new GeoJSONVT(collection(places.map((p) => ({ type: 'Feature', properties: { kind: 'locality', name: p.place }, geometry: { type: 'Point', coordinates: [p.lon, p.lat] } }))), options),
  };
}

export async function startTileServer(port: number): Promise<TileServer> {
  const index = layers();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(req.url ?? '');
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (!match) {
      res.writeHead(404, cors).end();
      return;
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const tiles = Object.fromEntries(Object.entries(index).map(([name, vt]) => [name, vt.getTile(z, x, y) ?? { features: [] }]));
    const body = fromGeojsonVt(tiles, { version: 2 });
    res.writeHead(200, { ...cors, 'Content-Type': 'application/x-protobuf', 'Content-Length': String(body.byteLength) }).end(Buffer.from(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.pbf`,
    origin,
    requests,
    // Kept-alive connections of the browser would hold close() open: end them too.
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The street map's worker (ADR 049), served from our own origin: the page CSP allows workers from 'self' only (no
 * blob: workers), and the map sets this URL with MapLibre's setWorkerUrl. The file is the module worker the
 * installed `maplibre-gl` package ships. The worker fetches nothing itself: every tile request goes through a
 * protocol handler on the page (src/features/properties/street-map-client.ts), under the page's connect-src.
 */
let source: Promise<string> | null = null;

export async function GET() {
  source ??= readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'), 'utf8');
  return new Response(await source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}

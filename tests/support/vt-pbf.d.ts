// vt-pbf 3 ships no types: the one function the test tile server uses (tests/support/tile-server.ts).
declare module 'vt-pbf' {
  export function fromGeojsonVt(layers: Record<string, { features: unknown[] }>, options?: { version?: number; extent?: number }): Uint8Array;
}

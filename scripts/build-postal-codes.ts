/**
 * Builds src/datasets/postal-codes.json (postal code → federal state) from the GeoNames CSV.
 *
 * Usage (from the project root):
 *   npx tsx scripts/build-postal-codes.ts [path/to/postal-codes-de.csv] [--check]
 * Default CSV: vendor/geonames/postal-codes-de.csv (a copy of shared/data/postal-codes-de.csv).
 * --check: do not write; exit 1 if the committed data file differs from what the CSV produces.
 *
 * Data: GeoNames (geonames.org), CC BY 4.0, via zauberware/postal-codes-json-xml-csv (update 2026-03-30).
 * The CSV names the same state in German and English ("Bayern"/"Bavaria", "Land Berlin"/"Berlin", ...);
 * both are normalised to the 16 StateCodes, cross-checked against the GeoNames admin1 code column.
 *
 * Encoding of `data` (its chunks joined; decoded by src/engine/geo/lookup.ts):
 *   postal codes sorted ascending; each entry = one or more upper-case letters A–P (index into
 *   `stateOrder`; several letters = the code belongs to several states, the state with the most
 *   CSV rows first, ties in STATE_CODES order) followed by the difference to the previous postal code
 *   (the first one: to 0) in lower-case base 36.
 */
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { REGIONS, STATE_CODES, type StateCode } from '../src/engine/geo/regions';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CSV = path.resolve(PROJECT_ROOT, 'vendor/geonames/postal-codes-de.csv');
const OUT_FILE = path.join(PROJECT_ROOT, 'src/datasets/postal-codes.json');

/** GeoNames admin1 codes for Germany (the numeric `state_code` values in the CSV). */
const GEONAMES_ADMIN1: Record<string, StateCode> = {
  '01': 'BW', '02': 'BY', '03': 'HB', '04': 'HH', '05': 'HE', '06': 'NI', '07': 'NW', '08': 'RP',
  '09': 'SL', '10': 'SH', '11': 'BB', '12': 'MV', '13': 'SN', '14': 'ST', '15': 'TH', '16': 'BE',
};

function buildNameMap(): Map<string, StateCode> {
  const m = new Map<string, StateCode>();
  for (const r of REGIONS) {
    m.set(r.name.de.toLowerCase(), r.code);
    m.set(r.name.en.toLowerCase(), r.code);
  }
  // Variants seen in the CSV or in GeoNames.
  m.set('land berlin', 'BE');
  m.set('freie hansestadt bremen', 'HB');
  m.set('freie und hansestadt hamburg', 'HH');
  m.set('hesse', 'HE');
  m.set('thuringia', 'TH');
  return m;
}

interface Row {
  zipcode?: string;
  place?: string;
  state?: string;
  state_code?: string;
}

export interface BuildResult {
  /** zip → [state, rows] sorted by rows desc, then STATE_CODES order. */
  entries: Map<string, [StateCode, number][]>;
  skipped: { zip: string; place: string; reason: string }[];
  rows: number;
}

export function collect(csvText: string): BuildResult {
  const names = buildNameMap();
  const parsed = Papa.parse<Row>(csvText, { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    throw new Error(`CSV parse errors: ${parsed.errors.slice(0, 5).map((e) => `${e.row}: ${e.message}`).join('; ')}`);
  }
  const counts = new Map<string, Map<StateCode, number>>();
  const skipped: BuildResult['skipped'] = [];
  for (const row of parsed.data) {
    const zip = (row.zipcode ?? '').trim();
    const place = (row.place ?? '').trim();
    if (!/^\d{5}$/.test(zip)) {
      skipped.push({ zip, place, reason: 'not a 5-digit postal code' });
      continue;
    }
    const byName = names.get((row.state ?? '').trim().toLowerCase());
    const code = (row.state_code ?? '').trim();
    // The code column holds GeoNames admin1 numbers ("02") or ISO letters ("BY"), depending on the row.
    const byCode: StateCode | undefined =
      GEONAMES_ADMIN1[code] ?? ((STATE_CODES as readonly string[]).includes(code) ? (code as StateCode) : undefined);
    if (byName && byCode && byName !== byCode) {
      throw new Error(`state name ${row.state} (${byName}) disagrees with state code ${code} (${byCode}) for ${zip}`);
    }
    const state = byName ?? byCode;
    if (!state) {
      // e.g. 87491 Jungholz: an Austrian exclave served by the German postal system.
      skipped.push({ zip, place, reason: `no German state (state=${JSON.stringify(row.state)})` });
      continue;
    }
    let m = counts.get(zip);
    if (!m) counts.set(zip, (m = new Map()));
    m.set(state, (m.get(state) ?? 0) + 1);
  }
  const order = new Map(STATE_CODES.map((s, i) => [s, i]));
  const entries = new Map<string, [StateCode, number][]>();
  for (const zip of [...counts.keys()].sort()) {
    const list = [...counts.get(zip)!.entries()].sort((a, b) => b[1] - a[1] || order.get(a[0])! - order.get(b[0])!);
    entries.set(zip, list);
  }
  return { entries, skipped, rows: parsed.data.length };
}

export function encode(entries: Map<string, [StateCode, number][]>): string {
  const letter = (s: StateCode) => String.fromCharCode(65 + STATE_CODES.indexOf(s));
  let prev = 0;
  let out = '';
  for (const [zip, list] of entries) {
    const n = Number(zip);
    out += list.map(([s]) => letter(s)).join('') + (n - prev).toString(36);
    prev = n;
  }
  return out;
}

/** The JSON data file: what it is, its source and attribution, then the state order, the count and the chunked data. */
export function render(data: string, stats: { zips: number; ambiguous: number; rows: number }): string {
  const lines: string[] = [];
  for (let i = 0; i < data.length; i += 120) lines.push(`    ${JSON.stringify(data.slice(i, i + 120))}`);
  return `{
  "about": "Postal code → federal state for Germany. Generated by scripts/build-postal-codes.ts from vendor/geonames/postal-codes-de.csv; do not edit.",
  "attribution": "GeoNames (geonames.org), CC BY 4.0, via zauberware/postal-codes-json-xml-csv (2026-03-30)",
  "summary": "${stats.rows} CSV rows → ${stats.zips} postal codes, ${stats.ambiguous} of them in more than one state",
  "encoding": "data (chunks joined): postal codes ascending; each entry is one or more letters A–P (index into stateOrder; several = several states, most CSV rows first) followed by the difference to the previous postal code in base 36",
  "stateOrder": "${STATE_CODES.join(',')}",
  "count": ${stats.zips},
  "data": [
${lines.join(',\n')}
  ]
}
`;
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const csvPath = path.resolve(args.find((a) => !a.startsWith('--')) ?? DEFAULT_CSV);
  if (!existsSync(csvPath)) {
    console.error(`CSV not found: ${csvPath}`);
    process.exit(2);
  }
  const { entries, skipped, rows } = collect(readFileSync(csvPath, 'utf8'));
  const ambiguous = [...entries.values()].filter((l) => l.length > 1).length;
  const source = render(encode(entries), { zips: entries.size, ambiguous, rows });
  for (const s of skipped) console.warn(`skipped ${s.zip} ${s.place}: ${s.reason}`);
  if (check) {
    const current = existsSync(OUT_FILE) ? readFileSync(OUT_FILE, 'utf8') : '';
    if (current !== source) {
      console.error(`${path.relative(PROJECT_ROOT, OUT_FILE)} is out of date; run npx tsx scripts/build-postal-codes.ts`);
      process.exit(1);
    }
    console.log('postal code data is up to date');
    return;
  }
  mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  writeFileSync(OUT_FILE, source);
  console.log(
    `wrote ${path.relative(PROJECT_ROOT, OUT_FILE)}: ${entries.size} postal codes (${ambiguous} ambiguous), ` +
      `${Buffer.byteLength(source)} bytes, from ${rows} rows of ${csvPath}`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

/**
 * The Bundesbank's Svensson parameters in its two export formats (issue 11, ADR 019), parsed into daily
 * parameter sets. Pure: text in, data out.
 *
 * - The "download CSV" of the time-series database: one file per parameter (series
 *   BBSIS.D.I.ZST.{B0|B1|B2|B3|T1|T2}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A), UTF-8 with BOM, `;`-separated, nine
 *   header lines (the series key in the first, "Stand vom dd.mm.yyyy hh:mm:ss Uhr" in the ninth), then
 *   `YYYY-MM-DD;1,23456;flag`, with `.` where a day has no value (weekends, holidays).
 * - The SDMX-CSV of the REST interface (Accept: application/vnd.sdmx.data+csv;version=1.0.0): one
 *   `;`-separated table with a header row, the dimensions of the series key as columns (BBK_SEIS_VALUATION
 *   holds B0 … T2), TIME_PERIOD and OBS_VALUE with a decimal point.
 *
 * The format is told from the content. A day becomes a parameter set only when all six parameters are there.
 */
import Papa from 'papaparse';

export const SVENSSON_PARAMETERS = ['B0', 'B1', 'B2', 'B3', 'T1', 'T2'] as const;
export type SvenssonParameterCode = (typeof SVENSSON_PARAMETERS)[number];

/** The series of the daily Svensson parameters; `{P}` stands for the parameter. */
export const SVENSSON_SERIES = 'BBSIS.D.I.ZST.{P}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A';
const SERIES_KEY = /^BBSIS\.D\.I\.ZST\.(B0|B1|B2|B3|T1|T2)\.EUR\.S1311\.B\.A604\._Z\.R\.A\.A\._Z\._Z\.A$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One parameter's values by day, with where they come from. */
export interface ParameterSeries {
  parameter: SvenssonParameterCode;
  values: Map<string, number>;
  /** "Stand vom" of a download file as DD.MM.YYYY (the data vintage), or null (SDMX-CSV has none). */
  standVom: string | null;
}

/** What a file held: one or more parameter series, and which format it was. */
export interface ParsedFile {
  format: 'download-csv' | 'sdmx-csv';
  series: ParameterSeries[];
}

export class RatesFileError extends Error {
  constructor(
    readonly code: 'EMPTY' | 'UNKNOWN_FORMAT' | 'UNKNOWN_SERIES' | 'MISSING_COLUMN' | 'BAD_ROW',
    message: string,
  ) {
    super(message);
    this.name = 'RatesFileError';
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** One record of `;`-separated text: its fields, the line it starts on (from 1) and its text as written. */
export interface CsvRecord {
  fields: string[];
  line: number;
  text: string;
}

/**
 * The records of `;`-separated text, read by papaparse: a field in "" may hold the separator, line breaks and a
 * doubled "" for a quote. Lines end in \n or \r\n; a byte-order mark is dropped, blank lines are left out. With
 * `first`, only the first line is read (blank or not).
 */
export function csvRecords(text: string, { separator = ';', first = false }: { separator?: string; first?: boolean } = {}): CsvRecord[] {
  const source = stripBom(text).replace(/\r\n/g, '\n');
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    delimiter: separator,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    preview: first ? 1 : 0,
    step: ({ data, meta }) => {
      // The cursor stands after the record's line break: what lies between is the record as written.
      const written = source.slice(start, meta.cursor);
      const recordText = written.endsWith('\n') ? written.slice(0, -1) : written;
      if (recordText.trim() !== '') records.push({ fields: data, line, text: recordText });
      line += written.split('\n').length - 1;
      start = meta.cursor;
    },
  });
  return records;
}

/** Which format the text is in (from its first line), or null. */
export function detectFormat(text: string): ParsedFile['format'] | null {
  const fields = (csvRecords(text, { first: true })[0]?.fields ?? []).map((f) => f.trim());
  if (fields.includes('TIME_PERIOD') && fields.includes('OBS_VALUE')) return 'sdmx-csv';
  if (fields.some((f) => f.startsWith('BBSIS.'))) return 'download-csv';
  return null;
}

/** A number as the Bundesbank writes it ("1,23456" in the download CSV, "1.23456" in SDMX-CSV); null for "no value". */
function parseValue(raw: string, decimal: ',' | '.'): number | null {
  const v = raw.trim();
  if (v === '' || v === '.' || v === '-' || /^nan$/i.test(v)) return null;
  const normalised = decimal === ',' ? v.replace(',', '.') : v;
  if (!/^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(normalised)) return NaN;
  return Number(normalised);
}

/** "06.06.2025 11:54:33 Uhr" → "06.06.2025". */
function parseStandVom(raw: string): string | null {
  return /\d{2}\.\d{2}\.\d{4}/.exec(raw)?.[0] ?? null;
}

/** One "download CSV" file of the time-series database (one parameter). */
export function parseDownloadCsv(text: string): ParameterSeries {
  const records = csvRecords(text);
  const header = records[0]?.fields ?? [];
  const key = header.map((f) => f.trim()).find((f) => SERIES_KEY.test(f));
  if (!key) throw new RatesFileError('UNKNOWN_SERIES', `The first line names no Svensson parameter series (${SVENSSON_SERIES.replace('{P}', 'B0…T2')}).`);
  const parameter = SERIES_KEY.exec(key)![1] as SvenssonParameterCode;
  let standVom: string | null = null;
  const values = new Map<string, number>();
  for (const { fields, line, text: written } of records) {
    const first = (fields[0] ?? '').trim();
    if (first === 'Stand vom') standVom = parseStandVom(fields[1] ?? '');
    if (!DATE.test(first)) continue; // the header lines
    const value = parseValue(fields[1] ?? '', ',');
    if (value === null) continue;
    if (!Number.isFinite(value)) throw new RatesFileError('BAD_ROW', `Line ${line}: "${written}" has no number where the value belongs.`);
    values.set(first, value);
  }
  return { parameter, values, standVom };
}

/** The SDMX-CSV of the REST interface (any of the six parameters, in any order). */
export function parseSdmxCsv(text: string): ParameterSeries[] {
  const records = csvRecords(text);
  const header = (records[0]?.fields ?? []).map((f) => f.trim());
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new RatesFileError('MISSING_COLUMN', `The SDMX-CSV header has no column ${name}.`);
    return i;
  };
  const [iParam, iTime, iValue] = [col('BBK_SEIS_VALUATION'), col('TIME_PERIOD'), col('OBS_VALUE')];
  const iItem = header.indexOf('BBK_SEIS_ITEM');
  const iIssuer = header.indexOf('BBK_SEIS_ISSUER_CLASS');
  const byParameter = new Map<SvenssonParameterCode, Map<string, number>>();
  for (const [n, { fields }] of records.slice(1).entries()) {
    // Only the Svensson parameters of listed Federal securities (a wider query could bring other rows).
    if (iItem >= 0 && fields[iItem] !== 'ZST') continue;
    if (iIssuer >= 0 && fields[iIssuer] !== 'S1311') continue;
    const parameter = fields[iParam]?.trim() as SvenssonParameterCode;
    if (!SVENSSON_PARAMETERS.includes(parameter)) continue;
    const date = (fields[iTime] ?? '').trim();
    if (!DATE.test(date)) throw new RatesFileError('BAD_ROW', `Row ${n + 2}: TIME_PERIOD "${date}" is not a day (YYYY-MM-DD).`);
    const value = parseValue(fields[iValue] ?? '', '.');
    if (value === null) continue;
    if (!Number.isFinite(value)) throw new RatesFileError('BAD_ROW', `Row ${n + 2}: OBS_VALUE "${fields[iValue]}" is not a number.`);
    let values = byParameter.get(parameter);
    if (!values) byParameter.set(parameter, (values = new Map()));
    values.set(date, value);
  }
  return [...byParameter].map(([parameter, values]) => ({ parameter, values, standVom: null }));
}

/** Parses a file in either format (told from its content). */
export function parseRatesFile(text: string): ParsedFile {
  if (stripBom(text).trim() === '') throw new RatesFileError('EMPTY', 'The file is empty.');
  const format = detectFormat(text);
  if (format === 'sdmx-csv') return { format, series: parseSdmxCsv(text) };
  if (format === 'download-csv') return { format, series: [parseDownloadCsv(text)] };
  throw new RatesFileError('UNKNOWN_FORMAT', 'Neither a Bundesbank download CSV (first line: the series key) nor an SDMX-CSV (header with TIME_PERIOD and OBS_VALUE).');
}

/** A day's six parameters (β in % p.a., τ in years), before the plausibility check. */
export interface DailyParameters {
  date: string;
  beta0: number;
  beta1: number;
  beta2: number;
  beta3: number;
  tau1: number;
  tau2: number;
}

/** The days with all six parameters, oldest first, and the days that lack some (with the missing ones). */
export function combineSeries(series: readonly ParameterSeries[]): { sets: DailyParameters[]; incomplete: { date: string; missing: SvenssonParameterCode[] }[] } {
  const byParameter = new Map<SvenssonParameterCode, Map<string, number>>();
  for (const s of series) {
    const merged = byParameter.get(s.parameter) ?? new Map<string, number>();
    for (const [d, v] of s.values) merged.set(d, v);
    byParameter.set(s.parameter, merged);
  }
  const dates = [...new Set([...byParameter.values()].flatMap((m) => [...m.keys()]))].sort();
  const sets: DailyParameters[] = [];
  const incomplete: { date: string; missing: SvenssonParameterCode[] }[] = [];
  for (const date of dates) {
    const get = (p: SvenssonParameterCode) => byParameter.get(p)?.get(date);
    const missing = SVENSSON_PARAMETERS.filter((p) => get(p) === undefined);
    if (missing.length) incomplete.push({ date, missing });
    else sets.push({ date, beta0: get('B0')!, beta1: get('B1')!, beta2: get('B2')!, beta3: get('B3')!, tau1: get('T1')!, tau2: get('T2')! });
  }
  return { sets, incomplete };
}

const SERIES_NAME = 'Deutsche Bundesbank, Zinsstrukturkurve börsennotierter Bundeswertpapiere, series BBSIS.D.I.ZST.{B0,B1,B2,B3,T1,T2}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A';

/**
 * The source line stored with each curve: the series and the data vintage — the download file's "Stand vom",
 * else the day the SDMX-CSV was fetched from the REST interface (or read from a file).
 */
export function sourceLine(vintage: { standVom: string } | { sdmxOn: string; fetched: boolean }): string {
  if ('standVom' in vintage) return `${SERIES_NAME}, Stand vom ${vintage.standVom}`;
  return `${SERIES_NAME}, SDMX-CSV ${vintage.fetched ? 'fetched from api.statistiken.bundesbank.de' : 'file read'} on ${vintage.sdmxOn}`;
}

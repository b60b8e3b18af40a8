/**
 * The Bundesbank's two export formats (issue 11, ADR 019): the time-series database's download CSV (the real
 * vendored files) and the REST interface's SDMX-CSV (tests/fixtures/bundesbank-svensson-sdmx.csv: the real
 * parameters of 2025-05-26 … 2025-06-06 in the documented layout — DATAFLOW, the fifteen dimensions of the
 * BBSIS key, TIME_PERIOD, OBS_VALUE with a decimal point, then the attributes). The format is told from the
 * content; a day is a set only with all six parameters.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BUNDESBANK_SVENSSON } from '@/engine/rates/fixtures';
import { combineSeries, csvRecords, detectFormat, parseDownloadCsv, parseRatesFile, parseSdmxCsv, RatesFileError } from '@/features/rates/import/parse';
import { readRatesFiles } from '@/features/rates/import/import-curves';
import { vendoredCurveFiles } from '@/features/rates/import/seed';

const read = (f: string) => fs.readFileSync(f, 'utf8');
const SDMX = read(path.join(process.cwd(), 'tests/fixtures/bundesbank-svensson-sdmx.csv'));
const KNOWN = BUNDESBANK_SVENSSON.find((s) => s.date === '2025-06-03')!;
const params = (s: { beta0: number; beta1: number; beta2: number; beta3: number; tau1: number; tau2: number }) => [s.beta0, s.beta1, s.beta2, s.beta3, s.tau1, s.tau2];

describe('the download CSV of the time-series database', () => {
  const files = vendoredCurveFiles();

  test('each vendored file is one parameter, told by the series key of its first line, with its "Stand vom"', () => {
    expect(files).toHaveLength(6);
    const series = files.map((f) => parseDownloadCsv(read(f)));
    expect(series.map((s) => s.parameter)).toEqual(['B0', 'B1', 'B2', 'B3', 'T1', 'T2']);
    for (const s of series) {
      expect(s.standVom).toBe('06.06.2025');
      // 10,172 calendar days 1997-08-01 … 2025-06-06; the 3,108 with "." (weekends, holidays) have no value.
      expect(s.values.size).toBe(7064);
      expect(s.values.has('1997-08-02')).toBe(false);
    }
    expect(series[0]!.values.get('2025-06-03')).toBe(0.79);
    expect(series[5]!.values.get('2025-06-03')).toBe(13.76662);
  });

  test('the six files combine into 7,064 complete days, 2025-06-03 as the compiled curve had it', () => {
    const { sets, incomplete, source } = readRatesFiles(files.map(read), '2026-11-23');
    expect(sets).toHaveLength(7064);
    expect(incomplete).toEqual([]);
    expect(sets[0]!.date).toBe('1997-08-07');
    expect(sets.at(-1)!.date).toBe('2025-06-06');
    expect(params(sets.find((s) => s.date === '2025-06-03')!)).toEqual(params(KNOWN));
    expect(source).toContain('BBSIS.D.I.ZST.{B0,B1,B2,B3,T1,T2}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A');
    expect(source).toContain('Stand vom 06.06.2025');
  });

  test('fewer than six files give incomplete days, not sets', () => {
    const { sets, incomplete } = readRatesFiles(files.slice(0, 4).map(read), '2026-11-23');
    expect(sets).toEqual([]);
    expect(incomplete).toHaveLength(7064);
    expect(incomplete[0]!.missing).toEqual(['T1', 'T2']);
  });

  test('a value that is not a number is an error naming the line; a file without a Svensson series key is refused', () => {
    const text = read(files[0]!).replace('2025-06-03;0,79000;', '2025-06-03;0,79x;');
    expect(() => parseDownloadCsv(text)).toThrow(/Line \d+: "2025-06-03;0,79x;"/);
    const other = read(files[0]!).replace(/BBSIS\.D\.I\.ZST\.B0/g, 'BBSIS.D.I.ZAR.ZI');
    expect(() => parseRatesFile(other)).toThrow(RatesFileError);
  });
});

describe('the SDMX-CSV of the REST interface', () => {
  test('is told from its header; all six parameters per day, decimal point', () => {
    expect(detectFormat(SDMX)).toBe('sdmx-csv');
    expect(detectFormat(read(vendoredCurveFiles()[0]!))).toBe('download-csv');
    const parsed = parseRatesFile(SDMX);
    expect(parsed.format).toBe('sdmx-csv');
    const { sets, incomplete } = combineSeries(parsed.series);
    expect(incomplete).toEqual([]);
    expect(sets.map((s) => s.date)).toEqual(['2025-05-26', '2025-05-27', '2025-05-28', '2025-05-29', '2025-05-30', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06']);
    expect(params(sets.find((s) => s.date === '2025-06-03')!)).toEqual(params(KNOWN));
    expect(params(sets.find((s) => s.date === '2025-05-30')!)).toEqual(params(BUNDESBANK_SVENSSON.find((s) => s.date === '2025-05-30')!));
  });

  test('columns are found by name in any order; empty or "." values, other series and quoted fields are handled', () => {
    const text = [
      'TIME_PERIOD;OBS_VALUE;BBK_SEIS_ITEM;BBK_SEIS_VALUATION;BBK_TITLE',
      ...['B0', 'B1', 'B2', 'B3', 'T1', 'T2'].map((p, i) => `2026-11-20;${1 + i / 10};ZST;${p};"Title; with a separator"`),
      ...['B0', 'B1', 'B2', 'B3', 'T1'].map((p) => `2026-11-21;;ZST;${p};x`),
      '2026-11-21;.;ZST;T2;x',
      '2026-11-20;2.5;ZAR;ZI;the 10-year par yield, not a parameter',
      '2026-11-23;1.5;ZST;B0;only one parameter',
    ].join('\r\n');
    const { sets, incomplete } = combineSeries(parseSdmxCsv(text));
    expect(sets).toEqual([{ date: '2026-11-20', beta0: 1, beta1: 1.1, beta2: 1.2, beta3: 1.3, tau1: 1.4, tau2: 1.5 }]);
    expect(incomplete).toEqual([{ date: '2026-11-23', missing: ['B1', 'B2', 'B3', 'T1', 'T2'] }]);
  });

  test('a missing column, a bad day or a bad number is an error; an unknown format is refused', () => {
    expect(() => parseRatesFile('TIME_PERIOD;OBS_VALUE\n2026-11-20;1.0')).toThrow(/BBK_SEIS_VALUATION/);
    expect(() => parseRatesFile('BBK_SEIS_VALUATION;TIME_PERIOD;OBS_VALUE\nB0;2026-11;1.0')).toThrow(/TIME_PERIOD "2026-11"/);
    expect(() => parseRatesFile('BBK_SEIS_VALUATION;TIME_PERIOD;OBS_VALUE\nB0;2026-11-20;1,0')).toThrow(/OBS_VALUE "1,0"/);
    expect(() => parseRatesFile('date,value\n2026-11-20,1.0')).toThrow(expect.objectContaining({ code: 'UNKNOWN_FORMAT' }));
    expect(() => parseRatesFile('\ufeff \n')).toThrow(expect.objectContaining({ code: 'EMPTY' }));
  });

  test('its source names the series and the day it was fetched', () => {
    expect(readRatesFiles([SDMX], '2026-11-23', true).source).toMatch(/BBSIS\.D\.I\.ZST\.\{B0,B1,B2,B3,T1,T2\}.*SDMX-CSV fetched from api\.statistiken\.bundesbank\.de on 2026-11-23$/);
    expect(readRatesFiles([SDMX], '2026-11-23').source).toMatch(/SDMX-CSV file read on 2026-11-23$/);
  });
});

describe('the records of a `;`-separated file (papaparse)', () => {
  test('a quoted field keeps the separator, a line break and a doubled quote; lines are counted where records start', () => {
    const text = '\ufeffa;b;c\r\n1;"x; y\r\nsecond line";3\r\n\r\n   \r\nlast;"say ""hi""";\r\n';
    expect(csvRecords(text)).toEqual([
      { fields: ['a', 'b', 'c'], line: 1, text: 'a;b;c' },
      { fields: ['1', 'x; y\nsecond line', '3'], line: 2, text: '1;"x; y\nsecond line";3' },
      { fields: ['last', 'say "hi"', ''], line: 6, text: 'last;"say ""hi""";' },
    ]);
    expect(csvRecords(text, { first: true })).toEqual([{ fields: ['a', 'b', 'c'], line: 1, text: 'a;b;c' }]);
  });

  test('an SDMX-CSV row whose quoted title holds the separator and a line break is one row; a bad value after it names its line', () => {
    const header = 'BBK_SEIS_VALUATION;TIME_PERIOD;BBK_TITLE;OBS_VALUE';
    const rows = ['B0', 'B1', 'B2', 'B3', 'T1', 'T2'].map((p, i) => `${p};2026-11-20;"Parameter; Svensson\nBundeswertpapiere";${1 + i / 10}`);
    const { sets } = combineSeries(parseSdmxCsv([header, ...rows].join('\n')));
    expect(sets).toEqual([{ date: '2026-11-20', beta0: 1, beta1: 1.1, beta2: 1.2, beta3: 1.3, tau1: 1.4, tau2: 1.5 }]);
    const download = ['"";BBSIS.D.I.ZST.B0.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A;x', 'Kommentar;"one; two\nthree";', '2026-11-20;1,5;', '2026-11-21;1,5x;'].join('\r\n');
    expect(parseDownloadCsv(download.replace('1,5x', '1,6')).values).toEqual(new Map([['2026-11-20', 1.5], ['2026-11-21', 1.6]]));
    expect(() => parseDownloadCsv(download)).toThrow('Line 5: "2026-11-21;1,5x;" has no number');
  });
});

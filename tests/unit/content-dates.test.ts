/**
 * Dated statements in the content (issue 24, point 8): every "Stand …" (German) and "as of …" (English) in a
 * content file must carry a date we can read, that date must not be older than MAX_AGE_MONTHS before
 * REFERENCE_DATE (nor lie after it), and the German and the English version of a file must state the same dates.
 *
 * A statement that is true only at a date ("Stand: November 2026", "as of 1 July 2026", "(Stand 11/2026)") must be
 * re-checked and re-dated, or rewritten as a historical statement ("im Februar 2026 war …", "in February 2026 …"),
 * which is not a "Stand"/"as of" claim and is not checked here.
 *
 * German "Stand" counts as a date marker when it is followed by a colon ("Stand: …", "Stand der Beispiele: …"),
 * by "vom"/"von", by a parenthesis, or by a capitalised word or a digit ("Stand November 2026", "Stand 11/2026").
 * The noun in other uses ("der Stand der Rücklage", "prüfe den aktuellen Stand.") is not a marker.
 * English "as of"/"as at" is always a marker. A year alone ("Stand 2026") is not a readable date. A date given as a
 * month ("November 2026") counts as that month's last day for the age check and its first day for the future check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The day the content was last reviewed. Tests use a fixed clock: move this date forward (and re-check the
 * dated statements it makes stale) whenever the content is reviewed.
 */
const REFERENCE_DATE = '2026-11-27';
/** A "Stand"/"as of" date older than this many months before REFERENCE_DATE fails the test. */
const MAX_AGE_MONTHS = 18;

const CONTENT = path.join(import.meta.dirname, '../../content');
const EXTENSIONS = ['.md', '.svg', '.json'];

const MONTHS: Record<string, number> = {};
const monthNames: [number, string[]][] = [
  [1, ['januar', 'jänner', 'january', 'jan']],
  [2, ['februar', 'february', 'feb']],
  [3, ['märz', 'march', 'mar', 'mär']],
  [4, ['april', 'apr']],
  [5, ['mai', 'may']],
  [6, ['juni', 'june', 'jun']],
  [7, ['juli', 'july', 'jul']],
  [8, ['august', 'aug']],
  [9, ['september', 'sept', 'sep']],
  [10, ['oktober', 'october', 'okt', 'oct']],
  [11, ['november', 'nov']],
  [12, ['dezember', 'december', 'dez', 'dec']],
];
for (const [n, names] of monthNames) for (const name of names) MONTHS[name] = n;
const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;

/** A date read from the text: `day` is undefined when only month and year are given. */
interface StatedDate {
  year: number;
  month: number;
  day?: number;
}

/** Each pattern with a builder that receives the capture groups (missing ones as ''). */
const DATE_PATTERNS: [RegExp, (groups: string[]) => StatedDate | undefined][] = [
  // 2026-11-27, 2026-11
  [/^(\d{4})-(\d{2})(?:-(\d{2}))?\b/, ([, y = '', m = '', d = '']) => ({ year: +y, month: +m, day: d ? +d : undefined })],
  // 27.11.2026
  [/^(\d{1,2})\.(\d{1,2})\.(\d{4})\b/, ([, d = '', m = '', y = '']) => ({ year: +y, month: +m, day: +d })],
  // 11/2026, 11.2026
  [/^(\d{1,2})[/.](\d{4})\b/, ([, m = '', y = '']) => ({ year: +y, month: +m })],
  // 27. November 2026, 27 November 2026
  [new RegExp(`^(\\d{1,2})\\.?\\s+${MONTH}\\s+(\\d{4})\\b`, 'iu'), ([, d = '', name = '', y = '']) => month(name, y, d)],
  // November 27, 2026
  [new RegExp(`^${MONTH}\\s+(\\d{1,2}),\\s*(\\d{4})\\b`, 'iu'), ([, name = '', d = '', y = '']) => month(name, y, d)],
  // November 2026
  [new RegExp(`^${MONTH}\\s+(\\d{4})\\b`, 'iu'), ([, name = '', y = '']) => month(name, y)],
];

function month(name: string, year: string, day?: string): StatedDate | undefined {
  const n = MONTHS[name.toLowerCase()];
  return n ? { year: +year, month: n, day: day ? +day : undefined } : undefined;
}

function valid(d: StatedDate): boolean {
  if (d.month < 1 || d.month > 12 || d.year < 1990 || d.year > 2100) return false;
  if (d.day === undefined) return true;
  const probe = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return probe.getUTCMonth() === d.month - 1 && probe.getUTCDate() === d.day;
}

/** The date at the start of `text` (after blanks, a colon or an opening parenthesis), if any. */
function parseStatedDate(text: string): StatedDate | undefined {
  const rest = text.replace(/^[\s:(]+/, '');
  for (const [pattern, build] of DATE_PATTERNS) {
    const m = pattern.exec(rest);
    if (!m) continue;
    const d = build(Array.from(m, (g) => g ?? ''));
    return d && valid(d) ? d : undefined;
  }
  return undefined;
}

const dateKey = (d: StatedDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}${d.day === undefined ? '' : `-${String(d.day).padStart(2, '0')}`}`;

interface DateMarker {
  line: number;
  /** The marker and what follows it, for messages. */
  excerpt: string;
  date?: StatedDate;
}

/** German "Stand" used as a date marker (see the file comment); the tail after "Stand" decides. */
const GERMAN_MARKER_TAIL = /^(?:(?:\s+(?:der|des)\s+\p{Lu}[\p{L}-]*)?\s*:|\s+(?:vom|von)\s|\s*\(|\s+[\p{Lu}\d])/u;

/** Every date marker in `text`: German "Stand" for German files, English "as of"/"as at" for English files. */
function findDateMarkers(text: string, language: 'de' | 'en'): DateMarker[] {
  const markers: DateMarker[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const excerptAt = (index: number) => text.slice(index, index + 60).replace(/\s+/g, ' ');
  if (language === 'de') {
    for (const m of text.matchAll(/(?<![\p{L}\d])Stand(?![\p{L}\d])/gu)) {
      const start = m.index!;
      let tail = text.slice(start + m[0].length);
      const marker = GERMAN_MARKER_TAIL.exec(tail);
      if (!marker) continue;
      // "Stand der Beispiele: …", "Stand vom …": the date follows the introducing words.
      tail = tail.replace(/^\s+(?:der|des)\s+\p{Lu}[\p{L}-]*\s*:/u, ':').replace(/^\s+(?:vom|von)\s+/, ' ');
      markers.push({ line: lineOf(start), excerpt: excerptAt(start), date: parseStatedDate(tail) });
    }
  } else {
    for (const m of text.matchAll(/\bas\s+(?:of|at)\b/gi)) {
      const start = m.index!;
      markers.push({ line: lineOf(start), excerpt: excerptAt(start), date: parseStatedDate(text.slice(start + m[0].length)) });
    }
  }
  return markers;
}

/** Problems with one file's markers, given the reference date and the maximum age. */
function dateProblems(file: string, markers: DateMarker[], reference: string, maxAgeMonths: number): string[] {
  const [ry = 0, rm = 1, rd = 1] = reference.split('-').map(Number);
  const refIndex = ry * 12 + rm; // months since year 0, for month-precision dates
  const cutoff = new Date(Date.UTC(ry, rm - 1 - maxAgeMonths, rd)); // day precision
  const ref = new Date(Date.UTC(ry, rm - 1, rd));
  const problems: string[] = [];
  for (const { line, excerpt, date } of markers) {
    const where = `${file}:${line}`;
    if (!date) {
      problems.push(`${where}: no readable date after the marker: "${excerpt}"`);
      continue;
    }
    if (date.day === undefined) {
      const index = date.year * 12 + date.month;
      if (refIndex - index > maxAgeMonths) problems.push(`${where}: ${dateKey(date)} is older than ${maxAgeMonths} months before ${reference}: "${excerpt}"`);
      if (index > refIndex) problems.push(`${where}: ${dateKey(date)} lies after the reference date ${reference}: "${excerpt}"`);
    } else {
      const stated = new Date(Date.UTC(date.year, date.month - 1, date.day));
      if (stated < cutoff) problems.push(`${where}: ${dateKey(date)} is older than ${maxAgeMonths} months before ${reference}: "${excerpt}"`);
      if (stated > ref) problems.push(`${where}: ${dateKey(date)} lies after the reference date ${reference}: "${excerpt}"`);
    }
  }
  return problems;
}

/** `x.de.md` / `de/x.json` → language and the file's key shared by both languages. */
function languageOf(relative: string): { language: 'de' | 'en'; pairKey: string } | undefined {
  const suffix = /\.(de|en)\.(md|svg|json)$/.exec(relative);
  if (suffix) return { language: suffix[1] as 'de' | 'en', pairKey: relative.replace(/\.(de|en)\.(md|svg|json)$/, '.$2') };
  const folder = /(^|\/)(de|en)\//.exec(relative);
  if (folder) return { language: folder[2] as 'de' | 'en', pairKey: relative.replace(/(^|\/)(de|en)\//, '$1*/') };
  return undefined;
}

interface ContentFile {
  relative: string;
  language: 'de' | 'en';
  pairKey: string;
  markers: DateMarker[];
}

function contentFiles(): ContentFile[] {
  return (fs.readdirSync(CONTENT, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => EXTENSIONS.includes(path.extname(f)))
    .sort()
    .flatMap((relative) => {
      const lang = languageOf(relative);
      if (!lang) return [];
      const text = fs.readFileSync(path.join(CONTENT, relative), 'utf8');
      return [{ relative: `content/${relative}`, ...lang, markers: findDateMarkers(text, lang.language) }];
    });
}

describe('date markers (parser)', () => {
  it('reads German and English dates in the usual forms', () => {
    const read = (text: string, language: 'de' | 'en') => findDateMarkers(text, language).map((m) => (m.date ? dateKey(m.date) : 'none'));
    expect(read('Stand: November 2026. Stand 11/2026 (Stand: 01.07.2026), Stand der Beispiele: Juni 2025', 'de')).toEqual([
      '2026-11',
      '2026-11',
      '2026-07-01',
      '2025-06',
    ]);
    expect(read('Stand vom 3. Juni 2025; Beim Stand (Februar 2026)', 'de')).toEqual(['2025-06-03', '2026-02']);
    expect(read('as of November 2026, as of 1 July 2026, as of July 1, 2026, As\nof 11/2026, as at 2026-11-27', 'en')).toEqual([
      '2026-11',
      '2026-07-01',
      '2026-07-01',
      '2026-11',
      '2026-11-27',
    ]);
  });

  it('ignores the German noun, but not a marker without a date', () => {
    const read = (text: string) => findDateMarkers(text, 'de').map((m) => (m.date ? dateKey(m.date) : 'none'));
    expect(read('der Stand der Rücklage, den aktuellen Stand. Gleichstand, Güterstand, Rücklage (Stand + Beschlüsse)')).toEqual([]);
    expect(read('Stand: demnächst. Stand Herbst 2026')).toEqual(['none', 'none']);
    expect(findDateMarkers('as of now', 'en').map((m) => m.date)).toEqual([undefined]);
  });

  it('flags old, future and unreadable dates', () => {
    const problems = dateProblems(
      'f.md',
      findDateMarkers('Stand: April 2025. Stand: Mai 2025. Stand: 26.05.2025. Stand: 27.05.2025. Stand: Dezember 2026. Stand: bald', 'de'),
      '2026-11-27',
      18,
    );
    expect(problems).toEqual([
      expect.stringContaining('2025-04 is older'),
      expect.stringContaining('2025-05-26 is older'),
      expect.stringContaining('2026-12 lies after'),
      expect.stringContaining('no readable date'),
    ]);
  });
});

describe('dated statements in content/', () => {
  const files = contentFiles();

  it('finds the content files and their markers', () => {
    expect(files.length).toBeGreaterThan(250);
    expect(files.some((f) => f.markers.length > 0)).toBe(true);
  });

  it(`every "Stand"/"as of" date is readable and at most ${MAX_AGE_MONTHS} months older than ${REFERENCE_DATE}`, () => {
    const problems = files.flatMap((f) => dateProblems(f.relative, f.markers, REFERENCE_DATE, MAX_AGE_MONTHS));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the German and the English version of a file state the same dates', () => {
    const byPair = new Map<string, Partial<Record<'de' | 'en', ContentFile>>>();
    for (const f of files) byPair.set(f.pairKey, { ...byPair.get(f.pairKey), [f.language]: f });
    const keys = (f?: ContentFile) => [...new Set((f?.markers ?? []).flatMap((m) => (m.date ? [dateKey(m.date)] : [])))].sort();
    const problems: string[] = [];
    for (const [pairKey, { de, en }] of byPair) {
      const [deKeys, enKeys] = [keys(de), keys(en)];
      if (deKeys.join() !== enKeys.join()) {
        const lines = (f?: ContentFile) => (f ? f.markers.map((m) => `${f.relative}:${m.line}`).join(', ') || f.relative : 'missing');
        problems.push(`${pairKey}: de [${deKeys.join(', ')}] (${lines(de)}) ≠ en [${enKeys.join(', ')}] (${lines(en)})`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

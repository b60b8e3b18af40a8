/**
 * The site's web font (src/assets/fonts/inter-hauslotse.woff2, made by scripts/subset-font.mjs) has a glyph
 * for every character the site's texts use that Inter's Latin file has: a text with a new character (say
 * "ł" or "≠") fails here until the subset is rebuilt, instead of showing that character in another font.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import * as fontkit from 'fontkit';

const root = path.join(import.meta.dirname, '../..');
type Font = { hasGlyphForCodePoint(cp: number): boolean; variationAxes: Record<string, { min: number; max: number }> };
const open = (file: string) => fontkit.create(fs.readFileSync(path.join(root, file))) as unknown as Font;
const subset = open('src/assets/fonts/inter-hauslotse.woff2');
const full = open('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

function textFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? textFiles(rel) : e.name.endsWith('.json') ? [rel] : [];
  });
}

describe('web font', () => {
  test('covers every character of messages and page contents that Inter has', () => {
    const used = new Set<number>();
    for (const file of [...textFiles('messages'), ...textFiles('content')]) {
      for (const ch of fs.readFileSync(path.join(root, file), 'utf8')) used.add(ch.codePointAt(0)!);
    }
    const missing = [...used].filter((cp) => cp >= 0x20 && full.hasGlyphForCodePoint(cp) && !subset.hasGlyphForCodePoint(cp));
    expect(missing.map((cp) => `U+${cp.toString(16).toUpperCase()} ${String.fromCodePoint(cp)}`)).toEqual([]);
  });

  test('keeps the weights the styles use (400 to 700) and the German letters', () => {
    expect(subset.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    for (const ch of 'äöüÄÖÜß€„“–') expect(subset.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
  });
});

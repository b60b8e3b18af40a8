#!/usr/bin/env node
// Builds the site's web font: Inter (SIL OFL 1.1, from @fontsource-variable/inter) cut down to the characters
// the site's texts use and to the weights its styles use (400–700). Smaller than the package's Latin subset,
// so the first visit fetches fewer bytes; characters outside the set fall back to the system font.
//   npm run font:subset   (run after changing the character set or updating Inter; commit the file)
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.join(import.meta.dirname, '..');
const source = path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = path.join(root, 'src/assets/fonts/inter-hauslotse.woff2');

const ranges = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: umlauts, ß, §, ©, ×, ÷, no-break space
  [0x2010, 0x2027], // dashes, quotes („ “ ‚ ‘ ’ ”), bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, guillemets ‹ ›
];
const singles = [0x152, 0x153, 0x202f, 0x20ac, 0x2122, 0x2192, 0x2194, 0x2212, 0x2248, 0x2264, 0x2265];
const codePoints = [...ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)), ...singles];
const text = String.fromCodePoint(...codePoints);

const input = fs.readFileSync(source);
const output = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
fs.writeFileSync(target, output);
console.log(`${path.relative(root, target)}: ${output.length} bytes (from ${input.length})`);

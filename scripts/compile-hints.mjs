#!/usr/bin/env node
// After `next build`: marks the scripts every page runs at start (Next's rootMainFiles: React DOM, the Next
// runtime, the bootstrap) with V8's explicit compile hint `//# allFunctionsCalledOnLoad`. Chromium (136+) then
// compiles all their functions on a background thread while the script downloads, instead of one by one on
// the main thread when first called, which was most of the long task at page start. Other browsers ignore
// the comment. Idempotent. https://v8.dev/blog/explicit-compile-hints
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const dist = path.join(import.meta.dirname, '..', '.next');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'));
const files = manifest.rootMainFiles ?? [];
if (files.length === 0) throw new Error('compile hints: build-manifest.json lists no rootMainFiles');
for (const file of files) {
  const full = path.join(dist, file);
  const code = fs.readFileSync(full, 'utf8');
  if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + code);
}
console.log(`compile hints: ${files.length} start-up scripts marked`);

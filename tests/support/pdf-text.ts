/** The text of a PDF as `pdftotext -raw` reads it (poppler-utils; `npm test` installs it when missing as root). */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;

export function pdfText(bytes: Uint8Array): string {
  if (!hasPdftotext) throw new Error("pdftotext is missing: install Debian's poppler-utils (apt-get install -y poppler-utils).");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, bytes);
    // -raw: the text in the order it was drawn, so that a label and its value stay on one line.
    return normaliseSpaces(execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

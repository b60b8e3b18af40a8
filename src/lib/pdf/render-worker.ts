/**
 * The PDF worker thread (ADR 047): turns a document described by ./describe.ts back into react-pdf elements and
 * renders it. It loads no code of the site: only React and @react-pdf/renderer from node_modules, and this file is
 * run as it is by Node's type stripping (no build step; the imports of ./pdf-node are types, erased). So the same
 * file serves the production server and the tests, found at run time under the working directory like the fonts
 * (src/lib/pdf/pool.ts). Fonts are registered once per worker and setup, and loaded with their glyphs' characters kept
 * (keepCharacters).
 */
import { threadId } from 'node:worker_threads';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { PageNumberName, PageTextPart, PdfFontSetup, PdfNode, PdfRenderJob, PdfRenderResult } from './pdf-node';

const registered = new Set<string>();

function registerFonts(setup: PdfFontSetup): void {
  const key = JSON.stringify(setup);
  if (registered.has(key)) return;
  for (const family of setup.families) Font.register(family);
  // No automatic hyphenation: a word is one piece.
  if (!setup.hyphenation) Font.registerHyphenationCallback((word) => [word]);
  registered.add(key);
}

/** What keepCharacters needs of a fontkit font: its glyph lookup (fontkit's public `getGlyph(id, codePoints)`). */
interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

const keeping = new WeakSet<object>();

/**
 * A loaded font hands out its glyphs with the characters they stand for, in every document the worker renders.
 * fontkit caches a glyph with the characters it was first asked for, and its subsetter, which embeds a finished
 * document's fonts, asks for the parts of composite glyphs with none ("a" in "ä", the apostrophe Inter's comma is
 * built from); react-pdf keeps the font loaded, so a later document got those glyphs without characters. Its PDF
 * then lost them in copied, searched and extracted text ("banks flat rates", "buyer s"), and react-pdf, which maps
 * glyphs back to the text by their characters, broke lines inside words and numbers ("co⏎mmission", "3.⏎57%").
 * The fix fontkit's maintainers were offered (foliojs/fontkit issue 154; react-pdf issue 3404): a cached glyph
 * without characters takes those of the lookup that names them.
 */
function keepCharacters(font: GlyphSource): void {
  if (keeping.has(font)) return;
  keeping.add(font);
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}

/** Loads the job's fonts (react-pdf keeps them for the worker's life) and makes them keep their characters. */
async function loadFonts(setup: PdfFontSetup): Promise<void> {
  for (const family of setup.families) {
    for (const { fontWeight } of family.fonts) {
      const descriptor = { fontFamily: family.family, fontWeight };
      await Font.load(descriptor);
      const data = Font.getFont(descriptor).data as unknown as GlyphSource | null;
      if (data) keepCharacters(data);
    }
  }
}

function pageText(parts: PageTextPart[]) {
  return (numbers: Partial<Record<PageNumberName, number>>) => parts.map((part) => (typeof part === 'string' ? part : String(numbers[part.number]))).join('');
}

function element(node: PdfNode): ReactNode {
  if (typeof node === 'string') return node;
  const props = node.pageText ? { ...node.props, render: pageText(node.pageText) } : node.props;
  return createElement(node.type, props, ...node.children.map(element));
}

export default async function render(job: PdfRenderJob): Promise<PdfRenderResult> {
  const started = performance.now();
  registerFonts(job.fonts);
  await loadFonts(job.fonts);
  const buffer = await renderToBuffer(element(job.document) as ReactElement<never>);
  return { bytes: new Uint8Array(buffer), threadId, renderMs: performance.now() - started };
}

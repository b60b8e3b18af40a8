/**
 * The PDF worker thread (ADR 047): turns a document described by ./describe.ts back into react-pdf elements and
 * renders it. It loads no code of the site: only React and @react-pdf/renderer from node_modules, and this file is
 * run as it is by Node's type stripping (no build step; the imports of ./pdf-node are types, erased). So the same
 * file serves the production server and the tests, found at run time under the working directory like the fonts
 * (src/lib/pdf/pool.ts). Fonts are registered once per worker and setup.
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
  const buffer = await renderToBuffer(element(job.document) as ReactElement<never>);
  return { bytes: new Uint8Array(buffer), threadId, renderMs: performance.now() - started };
}

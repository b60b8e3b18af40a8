/**
 * PDFs render off the request thread (issue 47, ADR 047): the request thread only describes the document
 * (src/lib/pdf/describe.ts), a worker thread of the pool renders it, and a full pool refuses at once instead of
 * queueing without end. The pool's threads: at most one less than the cores, at least one.
 */
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { Document, Page, Text } from '@react-pdf/renderer';
import { pdfFonts, SummaryReportDocument, type SummaryReport } from '@/components/pdf/document-parts';
import { describePdf } from '@/lib/pdf/describe';
import type { PdfElement, PdfNode } from '@/lib/pdf/pdf-node';
import { pdfBusyResponse } from '@/lib/pdf/busy-response';
import { PdfBusyError, PdfRenderPool, pdfRenderBusy, pdfRenderPool, pdfThreads, replacePdfRenderPool } from '@/lib/pdf/pool';
import { closePdfRenderPool } from '@/lib/pdf/shutdown';
import { gatedPdfPool } from '../support/pdf-gate';
import { pdfText } from '../support/pdf-text';

/** A report of two pages: long enough that rendering it takes the CPU a while. */
function report(title: string): SummaryReport {
  const rows = Array.from({ length: 12 }, (_, i) => ({ label: `Zeile ${i + 1} mit Umlauten äöü`, value: `${(i + 1) * 1000} €`, note: i % 5 === 0 ? 'Hinweis' : undefined }));
  return {
    brand: 'Hauslotse',
    title,
    calculatedOn: 'Berechnet am 27.11.2026',
    intro: 'Einleitung',
    summary: ['Erster Satz', 'Zweiter Satz'],
    basis: 'Grundlage',
    sections: [1, 2, 3, 4].map((n) => ({ heading: `Abschnitt ${n}`, rows })),
    disclaimer: { heading: 'Bitte beachte', text: 'Keine Beratung.' },
    footer: 'Fußzeile',
    company: 'Hauslotse GmbH',
    page: (page, total) => `Seite ${page} von ${total}`,
    meta: { title, author: 'Hauslotse GmbH', subject: title, language: 'de-DE' },
  };
}

const job = (title: string) => ({ document: describePdf(<SummaryReportDocument doc={report(title)} />), fonts: pdfFonts() });
/** A one-line document: quick to render. */
const note = (text: string) => ({
  document: describePdf(
    <Document>
      <Page size="A6">
        <Text style={{ fontFamily: 'Inter' }}>{text}</Text>
      </Page>
    </Document>,
  ),
  fonts: pdfFonts(),
});

function find(node: PdfNode, test: (e: PdfElement) => boolean): PdfElement | undefined {
  if (typeof node === 'string') return undefined;
  if (test(node)) return node;
  for (const child of node.children) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const pools: PdfRenderPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('the document as data for a worker', () => {
  test('components are called, the primitives remain with their props, and the page numbers are left open', () => {
    const doc = describePdf(<SummaryReportDocument doc={report('Plan')} />);
    expect(doc.type).toBe('DOCUMENT');
    expect(doc.props).toMatchObject({ title: 'Plan', language: 'de-DE' });
    // Plain data: what structured clone copies to a worker, nothing lost.
    expect(structuredClone(doc)).toEqual(doc);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(find(doc, (e) => e.type === 'TEXT' && e.children.includes('Abschnitt 2'))).toBeDefined();
    const pageNumbers = find(doc, (e) => e.pageText !== undefined);
    expect(pageNumbers?.pageText).toEqual(['Seite ', { number: 'pageNumber' }, ' von ', { number: 'totalPages' }]);
    expect(pageNumbers?.props).toMatchObject({ fixed: true });
  });

  test('what a worker could not receive is refused here, not there', () => {
    expect(() => describePdf(<Document onRender={() => undefined} />)).toThrow(/prop "onRender" is a function/);
    expect(() => describePdf(<Document><Page><Text render={() => <Text>x</Text>} /></Page></Document>)).toThrow(/must return text/);
    expect(() => describePdf(<Page />)).toThrow(/one react-pdf <Document>/);
  });
});

describe('the pool', () => {
  test('its threads: at most one less than the cores, at least one; fewer when configured', () => {
    expect([pdfThreads(undefined, 1), pdfThreads(undefined, 2), pdfThreads(undefined, 8)]).toEqual([1, 1, 7]);
    expect([pdfThreads(3, 8), pdfThreads(4, 2), pdfThreads(12, 8), pdfThreads(0, 8)]).toEqual([3, 1, 7, 1]);
  });

  test('renders on a worker thread: the request thread stays free while PDFs render', async () => {
    const pool = new PdfRenderPool({ threads: 1, queue: 4 });
    pools.push(pool);
    // The first render starts the thread and loads react-pdf there; measured are the ones after it.
    await pool.render(job('Aufwärmen'));
    const before = performance.eventLoopUtilization();
    const results = await Promise.all([1, 2].map((n) => pool.render(job(`Bericht ${n}`))));
    const busy = performance.eventLoopUtilization(performance.eventLoopUtilization(), before);
    for (const result of results) expect(result.threadId).not.toBe(threadId);
    // Rendering here would keep this thread's event loop busy all along (utilization near 1); it only waited.
    expect(busy.utilization).toBeLessThan(0.5);
    const text = pdfText(results[1]!.bytes);
    expect(text).toContain('Bericht 2');
    expect(text).toContain('Zeile 12 mit Umlauten äöü');
    // The page numbers filled in by the worker: "Seite 1 von N" on the first page, the same N on the last.
    const total = Number(/Seite 1 von (\d+)/.exec(text)?.[1]);
    expect(total).toBeGreaterThan(1);
    expect(text).toContain(`Seite ${total} von ${total}`);
  });

  test('a bounded queue: when every thread renders and the queue is full, the next render is refused at once; after the queue drains it is taken again', async () => {
    const { pool, open } = gatedPdfPool(1, 2);
    pools.push(pool);
    const taken = [1, 2, 3].map((n) => pool.render(note(`Wartend ${n}`)));
    expect([pool.inFlight, pool.hasRoom()]).toEqual([3, false]);
    const refused = await pool.render(note('Zu viel')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PdfBusyError);
    expect((refused as PdfBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    open();
    const done = await Promise.all(taken);
    expect(done.map((d) => new TextDecoder().decode(d.bytes.slice(0, 5)))).toEqual(['%PDF-', '%PDF-', '%PDF-']);
    expect(pool.inFlight).toBe(0);
    expect(pdfText((await pool.render(note('Wieder frei'))).bytes)).toContain('Wieder frei');
  });

  test('the refusal: 503 BUSY with Retry-After, the site’s error body and a sentence in the visitor’s language (German by default)', async () => {
    const en = pdfBusyResponse(new PdfBusyError(1), 'en', { 'X-Content-Type-Options': 'nosniff' });
    expect([en.status, en.headers.get('retry-after'), en.headers.get('x-content-type-options')]).toEqual([503, '1', 'nosniff']);
    expect(await en.json()).toEqual({ error: { code: 'BUSY', field: null, params: { retryAfterSeconds: 1, message: 'We are creating a lot of PDFs at once right now. Please try again in a second.' } } });
    for (const locale of ['de', 'fr', null]) {
      const de = await pdfBusyResponse(new PdfBusyError(4), locale).json();
      expect(de.error.params.message).toBe('Gerade werden sehr viele PDFs auf einmal erstellt. Bitte versuch es in 4 Sekunden noch einmal.');
    }
  });

  test('one pool per process, closed when the server stops (server.mjs calls closePdfRenderPool)', async () => {
    const pool = new PdfRenderPool({ threads: 1, queue: 0 });
    const before = replacePdfRenderPool(pool);
    try {
      expect(pdfRenderPool()).toBe(pool);
      const close = vi.spyOn(pool, 'close');
      await closePdfRenderPool();
      expect(close).toHaveBeenCalledOnce();
      // Nothing left to refuse with: the next render would start a new pool.
      expect(replacePdfRenderPool(undefined)).toBeUndefined();
      expect(pdfRenderBusy()).toBeNull();
    } finally {
      replacePdfRenderPool(before);
    }
  });
});

/**
 * PDFs are rendered off the request thread (ADR 047): a pool of worker threads (piscina) renders the documents the
 * features describe, so that a render's few hundred milliseconds of CPU never hold up a page. The pool is shared
 * infrastructure and knows no feature: a document arrives as a react-pdf element tree, made plain data on the
 * request thread (./describe.ts), and the worker (./render-worker.ts) loads nothing but React and react-pdf.
 *
 * - Threads: PDF_THREADS, at most one less than the machine's cores (the request thread keeps a core), at least
 *   one; by default exactly that. In production the threads run at a lower priority (nice 10).
 * - A bounded queue: PDF_QUEUE renders may wait beside those running (default twice the threads); one more is
 *   refused at once with PdfBusyError, which carries how long the backlog takes to clear (the caller answers 503
 *   with Retry-After: features/security/render-guard.ts).
 * - One pool per process, kept under a global symbol (./shutdown.ts), started on the first render; server.mjs
 *   closes it when the server stops.
 */
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { ReactElement } from 'react';
import { env } from '@/env';
import { describePdf } from './describe';
import type { PdfFontSetup, PdfRenderJob, PdfRenderResult } from './pdf-node';
import { PDF_RENDER_POOL } from './shutdown';

export type { PdfFontSetup } from './pdf-node';

/** The pool's threads: the configured number within 1 … cores − 1 (the whole range when not configured). */
export function pdfThreads(configured: number | undefined, cores = os.availableParallelism()): number {
  const most = Math.max(1, cores - 1);
  return Math.min(most, Math.max(1, configured ?? most));
}

/** The pool is full: every thread renders and the queue holds as many as it may. */
export class PdfBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`The PDF renderers are busy: try again in ${retryAfterSeconds} s`);
    this.name = 'PdfBusyError';
  }
}

export interface PdfPoolOptions {
  threads: number;
  /** Renders that may wait for a thread beside those running. */
  queue: number;
  /** The worker module; by default src/lib/pdf/render-worker.ts under the working directory (like the fonts). */
  filename?: string;
  /** Handed to each worker (tests: a gate that holds renders). */
  workerData?: unknown;
  /** Lower priority of the worker threads (Unix nice increment); 0 keeps the process's. */
  niceIncrement?: number;
  /** A render that takes longer fails, and its thread is replaced. */
  timeoutMs?: number;
}

/** Where the worker is at run time: the production server and the tests both run from the project's root. */
export const RENDER_WORKER = path.join(process.cwd(), 'src/lib/pdf/render-worker.ts');

export class PdfRenderPool {
  readonly threads: number;
  readonly queue: number;
  #options: PdfPoolOptions;
  #piscina: Piscina | null = null;
  #inFlight = 0;
  /** A running average of the worker's render times; a first guess until one has finished. */
  #averageMs = 500;

  constructor(options: PdfPoolOptions) {
    this.#options = options;
    this.threads = Math.max(1, Math.floor(options.threads));
    this.queue = Math.max(0, Math.floor(options.queue));
  }

  /** Renders running or waiting. */
  get inFlight(): number {
    return this.#inFlight;
  }

  hasRoom(): boolean {
    return this.#inFlight < this.threads + this.queue;
  }

  /** Seconds until the renders now running or waiting are done, at the average pace (at least 1). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.#inFlight * this.#averageMs) / this.threads / 1000));
  }

  #pool(): Piscina {
    this.#piscina ??= new Piscina({
      filename: this.#options.filename ?? RENDER_WORKER,
      minThreads: this.threads,
      maxThreads: this.threads,
      workerData: this.#options.workerData,
      niceIncrement: this.#options.niceIncrement ?? 0,
    });
    return this.#piscina;
  }

  /** Renders on a worker thread, or throws PdfBusyError at once when the queue is full. */
  async render(job: PdfRenderJob): Promise<PdfRenderResult> {
    if (!this.hasRoom()) throw new PdfBusyError(this.retryAfterSeconds());
    this.#inFlight++;
    try {
      const result: PdfRenderResult = await this.#pool().run(job, { signal: AbortSignal.timeout(this.#options.timeoutMs ?? 60_000) });
      this.#averageMs = 0.8 * this.#averageMs + 0.2 * result.renderMs;
      return result;
    } finally {
      this.#inFlight--;
    }
  }

  /** Lets the renders under way finish, then ends the threads. */
  async close(): Promise<void> {
    const piscina = this.#piscina;
    this.#piscina = null;
    if (piscina) await piscina.close();
  }
}

const slot = globalThis as Record<symbol, PdfRenderPool | undefined>;

/** The process's pool, made on first use from PDF_THREADS and PDF_QUEUE. */
export function pdfRenderPool(): PdfRenderPool {
  let pool = slot[PDF_RENDER_POOL];
  if (!pool) {
    const threads = pdfThreads(env.PDF_THREADS);
    pool = new PdfRenderPool({ threads, queue: env.PDF_QUEUE ?? 2 * threads, niceIncrement: env.NODE_ENV === 'production' ? 10 : 0 });
    slot[PDF_RENDER_POOL] = pool;
  }
  return pool;
}

/** Puts another pool in the process's place (tests) and returns the one it replaces. */
export function replacePdfRenderPool(pool: PdfRenderPool | undefined): PdfRenderPool | undefined {
  const before = slot[PDF_RENDER_POOL];
  slot[PDF_RENDER_POOL] = pool;
  return before;
}

/** The refusal a render would meet now, or null (no pool yet: none), so that a caller can refuse before any other work. */
export function pdfRenderBusy(): PdfBusyError | null {
  const pool = slot[PDF_RENDER_POOL];
  return pool && !pool.hasRoom() ? new PdfBusyError(pool.retryAfterSeconds()) : null;
}

/** The document (a react-pdf `<Document>` element) as PDF bytes, rendered on a worker thread; PdfBusyError when full. */
export async function renderPdf(document: ReactElement, fonts: PdfFontSetup): Promise<Uint8Array<ArrayBuffer>> {
  const pool = pdfRenderPool();
  if (!pool.hasRoom()) throw new PdfBusyError(pool.retryAfterSeconds());
  return (await pool.render({ document: describePdf(document), fonts })).bytes;
}

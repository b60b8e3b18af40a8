/**
 * A PDF pool whose renders wait at a gate the test opens (tests/support/gated-pdf-worker.ts, ADR 047): the renders
 * started stay running or queued, without any timing, until `open()`.
 */
import path from 'node:path';
import { PdfRenderPool, RENDER_WORKER } from '@/lib/pdf/pool';

export function gatedPdfPool(threads: number, queue: number): { pool: PdfRenderPool; open(): void } {
  const gate = new SharedArrayBuffer(4);
  const pool = new PdfRenderPool({ threads, queue, filename: path.join(import.meta.dirname, 'gated-pdf-worker.ts'), workerData: { gate, worker: RENDER_WORKER } });
  return {
    pool,
    open() {
      const flag = new Int32Array(gate);
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
  };
}

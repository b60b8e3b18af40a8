/**
 * A PDF worker for tests of the pool's queue (ADR 047): each render waits until the test opens the gate, then
 * renders with the real worker (src/lib/pdf/render-worker.ts). So a test fills the pool without timing: the renders
 * it started stay running or queued until it says so. Run by Node's type stripping in the worker thread, like the
 * real one; workerData: { gate: SharedArrayBuffer of one Int32 (0 closed, 1 open), worker: the real worker's path }
 * (tests/support/pdf-gate.ts makes both).
 */
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { PdfRenderJob, PdfRenderResult } from '../../src/lib/pdf/pdf-node';

const { gate, worker } = workerData as { gate: SharedArrayBuffer; worker: string };
const open = new Int32Array(gate);
const real: Promise<{ default: (job: PdfRenderJob) => Promise<PdfRenderResult> }> = import(pathToFileURL(worker).href);

export default async function render(job: PdfRenderJob): Promise<PdfRenderResult> {
  // Blocks this worker thread (not the test's) until the gate opens; a test that forgets to open it fails after 30 s.
  if (Atomics.wait(open, 0, 0, 30_000) === 'timed-out') throw new Error('the test never opened the gate');
  return (await real).default(job);
}


/**
 * Where the process keeps its PDF worker pool (ADR 047), and how the production server closes it when it stops.
 * The pool lives under a global symbol, not in a module: Next bundles the route handlers apart from each other
 * and from server.mjs, and the process must have one pool. This file imports nothing, so that server.mjs can
 * load it through Node's type stripping.
 */
export const PDF_RENDER_POOL = Symbol.for('hauslotse.pdfRenderPool');

/** Closes the process's PDF pool, if one was started: renders under way finish, their threads end. */
export async function closePdfRenderPool(): Promise<void> {
  const pool = (globalThis as Record<symbol, { close(): Promise<void> } | undefined>)[PDF_RENDER_POOL];
  if (!pool) return;
  (globalThis as Record<symbol, unknown>)[PDF_RENDER_POOL] = undefined;
  await pool.close();
}

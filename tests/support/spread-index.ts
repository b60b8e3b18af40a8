/**
 * Deterministic choices for tests that run side by side (issue 46), without Playwright so that unit tests hold them:
 * a seed from a text, and the index a worker slot takes from a list. tests/support/e2e-choice.ts applies them to the
 * running end-to-end test.
 */
/** FNV-1a, 32 bits: a seed from a text. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * An index into a list of `length` items for worker slot `parallelIndex` of `workers`: each slot takes its own share
 * of the list — tests running at the same time never take the same item while the list has one per worker — and
 * `seed` picks within the share.
 */
export function spreadIndex(length: number, parallelIndex: number, workers: number, seed: string): number {
  if (!Number.isInteger(length) || length <= 0) throw new Error('nothing to choose from');
  const slots = Math.max(1, workers);
  const share = Math.max(1, Math.floor(length / slots));
  const start = ((parallelIndex % slots) * share) % length;
  return (start + (hashOf(seed) % share)) % length;
}

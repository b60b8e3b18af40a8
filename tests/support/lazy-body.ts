/**
 * A request body that exists only as far as it is read: a stream of `totalBytes` (a few hundred megabytes cost
 * nothing) that makes each chunk when the reader pulls it, and counts the chunks pulled. A bounded reader pulls at
 * most its limit and one chunk; a reader that is never called pulls none (highWaterMark 0: nothing is read ahead).
 */
export interface LazyBody {
  stream: ReadableStream<Uint8Array>;
  /** Chunks the reader pulled so far. */
  pulled: () => number;
  /** Whether the reader cancelled the stream (a bounded reader does at its limit). */
  cancelled: () => boolean;
}

export function lazyBody(totalBytes: number, { chunkBytes = 64 * 1024, prefix = '' }: { chunkBytes?: number; prefix?: string } = {}): LazyBody {
  const head = new TextEncoder().encode(prefix);
  let pulled = 0;
  let sent = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= totalBytes) return controller.close();
        const size = Math.min(chunkBytes, totalBytes - sent);
        // A fresh chunk each time (a reader that kept them all would grow with the body): the prefix, then 'a's.
        const chunk = new Uint8Array(size).fill(0x61);
        if (sent < head.length) chunk.set(head.subarray(sent, sent + size));
        pulled += 1;
        sent += size;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

/** A multipart body's boundary and the opening of one text field, for bodies that start like a real form. */
export const BOUNDARY = '----hauslotse-test-boundary';
export const multipartField = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;

import { getDb } from '@/db';
import { imageSizeBytes, parseSizeFileName } from '@/features/properties/server';
import { errorResponse } from '@/lib/app-error';

type Context = { params: Promise<{ id: string; file: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * One responsive size of a listing's raster image (issue 48): `/api/listings/images/<id>/<width>-<hash>.<webp|jpg>`,
 * made at import. The name holds the start of the original's hash, so the bytes of a URL never change: cached for a
 * year. A name whose hash is not the image's is not found.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, file } = await params;
  const size = parseSizeFileName(file);
  if (!UUID.test(id) || !size) return errorResponse('NOT_FOUND');
  const stored = await imageSizeBytes(await getDb(), id, size.width, size.format);
  if (!stored || !stored.hash.startsWith(size.hashStart)) return errorResponse('NOT_FOUND');
  return new Response(new Uint8Array(stored.bytes), {
    headers: {
      'Content-Type': TYPES[size.format],
      'Content-Length': String(stored.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${stored.hash.slice(0, 16)}-${size.width}-${size.format}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

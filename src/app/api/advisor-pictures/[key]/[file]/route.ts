import { getDb } from '@/db';
import { pictureFile } from '@/features/advisors/server';
import { errorResponse } from '@/lib/app-error';

/**
 * An advisor's picture in one avatar size and format (issue 28): /api/advisor-pictures/<key>/<size>.<webp|jpg>.
 * A new upload gets a new key, so a file never changes: browsers and caches keep it for a year. Unknown key, size or
 * format: 404, and the avatar's default image shows.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string; file: string }> }) {
  const { key, file } = await params;
  const match = /^(\d{2,3})\.(webp|jpg)$/.exec(file);
  const data = match ? await pictureFile(await getDb(), key, Number(match[1]), match[2]!) : null;
  if (!data) return errorResponse('NOT_FOUND');
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': match![2] === 'webp' ? 'image/webp' : 'image/jpeg',
      'content-length': String(data.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}

import { getDb } from '@/db';
import { imageBytes } from '@/features/properties/server';
import { errorResponse } from '@/lib/app-error';

type Context = { params: Promise<{ id: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A listing's image (issue 25). An image's id changes whenever its bytes change (a re-import replaces the row),
 * so the response may be cached for a year. SVG images from a feed are someone else's markup: they are served
 * with a CSP that allows no script and no request and sandboxes the document, in case one is opened directly.
 */
export async function GET(_request: Request, { params }: Context) {
  const id = (await params).id;
  if (!UUID.test(id)) return errorResponse('NOT_FOUND');
  const image = await imageBytes(await getDb(), id);
  if (!image) return errorResponse('NOT_FOUND');
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.mime,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${image.hash}"`,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

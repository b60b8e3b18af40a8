/**
 * A feed's raster image (JPEG, PNG, WebP) into its responsive sizes at import (issue 48, ADR 028's amendment), with
 * sharp as the advisors' pictures use it (ADR 039): turned upright, decoded once at most as wide as the largest
 * size, then each width of `imageSizeWidths` encoded as WebP and JPEG; the photo's metadata (camera, place) is not
 * kept. An image of more than MAX_IMAGE_PIXELS pixels is refused before it is decoded, and one that does not
 * decode is refused: the import makes either a line of its report and stores the listing without it.
 */
import sharp, { type OutputInfo } from 'sharp';
import { imageSizeWidths, sizeHeight, type ImageFormat } from './listing-images';

/** 40 megapixels (e.g. 8000 × 5000): larger photos are refused, not decoded (sharp's `limitInputPixels`). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export class ImageRefused extends Error {
  constructor(readonly reason: 'TOO_MANY_PIXELS' | 'UNREADABLE', detail: string) {
    super(detail);
  }
}

/** The upright size of a raster image from its header (nothing decoded); refuses one over the pixel limit. */
export async function rasterDimensions(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let meta;
  try {
    // The header only: the pixel limit is checked below, with the size in the report.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageRefused('UNREADABLE', `is not a readable image (${error instanceof Error ? error.message : String(error)})`);
  }
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new ImageRefused('UNREADABLE', 'is not a readable image (no size)');
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRefused('TOO_MANY_PIXELS', `has ${width} × ${height} pixels (limit ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`);
  return { width, height };
}

/** The sizes of a raster image `width` × `height` pixels upright (rasterDimensions): WebP and JPEG per width. */
export async function resizeImage(bytes: Uint8Array, { width, height }: { width: number; height: number }): Promise<ImageSize[]> {
  const widths = imageSizeWidths(width);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRefused('UNREADABLE', `could not be decoded (${error instanceof Error ? error.message : String(error)})`);
  }
  const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
  const sizes: ImageSize[] = [];
  for (const w of widths) {
    const h = w === decoded.info.width ? decoded.info.height : sizeHeight(width, height, w);
    const resized = () => sharp(decoded.data, raw).resize(w, h, { fit: 'fill' });
    sizes.push({ format: 'webp', width: w, height: h, bytes: await resized().webp({ quality: 78 }).toBuffer() });
    sizes.push({ format: 'jpg', width: w, height: h, bytes: await resized().jpeg({ quality: 80, mozjpeg: true }).toBuffer() });
  }
  return sizes;
}

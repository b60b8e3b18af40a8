/**
 * A listing image's responsive sizes and their URLs (issue 48, ADR 028's amendment): pure, shared by the import
 * (image-resize.ts) and the pages. A raster image is kept in each width of IMAGE_WIDTHS below its own and in its own
 * width up to the largest step (never enlarged), as WebP and JPEG. The URL holds the image's id and the start of its
 * hash: the bytes behind a URL never change, so they are cached for a year.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widths kept of an image `width` pixels wide: 480, 960, 1600, none wider than the image itself. */
export function imageSizeWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The height of a size: the image's proportions, rounded as sharp rounds them. */
export const sizeHeight = (width: number, height: number, sizeWidth: number) => Math.max(1, Math.round((height * sizeWidth) / width));

const HASH_CHARS = 12;

/** The size's file name in the image's URL: `960-<hash>.webp`. */
export const sizeFileName = (hash: string, width: number, format: ImageFormat) => `${width}-${hash.slice(0, HASH_CHARS)}.${format}`;

/** `960-0123456789ab.webp` → its width, hash start and format; null for anything else. */
export function parseSizeFileName(name: string): { width: number; hashStart: string; format: ImageFormat } | null {
  const match = /^(\d{1,5})-([0-9a-f]{12})\.(webp|jpg)$/.exec(name);
  return match ? { width: Number(match[1]), hashStart: match[2]!, format: match[3] as ImageFormat } : null;
}

export interface PictureImage {
  id: string;
  hash: string;
  mime: string;
  width: number | null;
  height: number | null;
}

/** The original's URL (SVG, and raster images stored before their sizes existed). */
export const imageUrl = (id: string) => `/api/listings/images/${id}`;

/** The `srcset` of one format, or null when the image has no sizes (SVG, or stored before issue 48). */
export function imageSrcSet(image: PictureImage, format: ImageFormat): string | null {
  if (image.width === null || image.height === null || image.mime === 'image/svg+xml') return null;
  return imageSizeWidths(image.width)
    .map((w) => `${imageUrl(image.id)}/${sizeFileName(image.hash, w, format)} ${w}w`)
    .join(', ');
}

/** The URL of one size: the largest not wider than `wanted` (the smallest if all are wider). */
export function imageSizeUrl(image: PictureImage, wanted: number, format: ImageFormat): string {
  if (image.width === null || image.mime === 'image/svg+xml') return imageUrl(image.id);
  const widths = imageSizeWidths(image.width);
  const width = [...widths].reverse().find((w) => w <= wanted) ?? widths[0]!;
  return `${imageUrl(image.id)}/${sizeFileName(image.hash, width, format)}`;
}

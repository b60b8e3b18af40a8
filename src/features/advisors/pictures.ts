import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '@/db/client';
import { advisorPictures } from './tables';
import { AVATAR_SIZES, type AvatarSize } from '@/components/ui/avatar-sizes';

/**
 * Advisors' pictures (issue 28): an admin uploads a photo (JPEG, PNG or WebP, detected from the bytes), and the site
 * keeps a square crop of it in every avatar size of the spec, each as WebP and as JPEG for the browsers and e-mail
 * clients without WebP, at twice the size for sharp screens. The photo's metadata (camera, place) is not kept;
 * its orientation is applied first. The files are served by /api/advisor-pictures/<key>/<size>.<webp|jpg>.
 */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Smaller photos would be blown up in the largest avatar. */
export const MIN_PICTURE_PIXELS = 128;
export const PICTURE_FORMATS = ['webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
const KEY_SHAPE = /^ap_[A-Za-z0-9_-]{22}$/;

export type PictureCode = 'PICTURE_TYPE' | 'PICTURE_TOO_SMALL' | 'PICTURE_UNREADABLE';

export interface PictureFile {
  size: AvatarSize;
  format: PictureFormat;
  data: Buffer;
}

/** Every size and format of an uploaded photo, or why it cannot be used. */
export async function pictureFiles(upload: Buffer): Promise<{ ok: true; files: PictureFile[] } | { ok: false; code: PictureCode }> {
  const type = (await fileTypeFromBuffer(upload))?.mime;
  if (!type || !(PICTURE_TYPES as readonly string[]).includes(type)) return { ok: false, code: 'PICTURE_TYPE' };
  try {
    // Decoding bombs are refused by sharp's pixel limit (about 268 megapixels by default).
    const upright = await sharp(upload, { failOn: 'error' }).rotate().toBuffer({ resolveWithObject: true });
    if (upright.info.width < MIN_PICTURE_PIXELS || upright.info.height < MIN_PICTURE_PIXELS) return { ok: false, code: 'PICTURE_TOO_SMALL' };
    const files: PictureFile[] = [];
    for (const size of AVATAR_SIZES) {
      const square = sharp(upright.data).resize(size * 2, size * 2, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' });
      files.push({ size, format: 'webp', data: await square.clone().webp({ quality: 82 }).toBuffer() });
      files.push({ size, format: 'jpg', data: await square.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer() });
    }
    return { ok: true, files };
  } catch {
    return { ok: false, code: 'PICTURE_UNREADABLE' };
  }
}

export function newPictureKey(): string {
  return `ap_${randomBytes(16).toString('base64url')}`;
}

export function isPictureKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** Stores the files under a new key and drops the advisor's earlier pictures (same transaction as the profile). */
export async function storePicture(tx: Database, advisorId: string, files: PictureFile[], now: Date): Promise<string> {
  const key = newPictureKey();
  await tx.insert(advisorPictures).values(files.map((f) => ({ key, advisorId, size: f.size, format: f.format, data: f.data, createdAt: now })));
  await tx.delete(advisorPictures).where(and(eq(advisorPictures.advisorId, advisorId), ne(advisorPictures.key, key)));
  return key;
}

export async function removePictures(tx: Database, advisorId: string): Promise<void> {
  await tx.delete(advisorPictures).where(eq(advisorPictures.advisorId, advisorId));
}

/** One file of a picture, or null (unknown key, size or format). */
export async function pictureFile(db: Database, key: string, size: number, format: string): Promise<Buffer | null> {
  if (!isPictureKey(key) || !(AVATAR_SIZES as readonly number[]).includes(size) || !(PICTURE_FORMATS as readonly string[]).includes(format)) return null;
  const [row] = await db
    .select({ data: advisorPictures.data })
    .from(advisorPictures)
    .where(and(eq(advisorPictures.key, key), eq(advisorPictures.size, size), eq(advisorPictures.format, format)));
  return row?.data ?? null;
}

/** Spec section 3 "Avatar": the sizes an avatar comes in (pixels), 64 by default; the one place for them. */
export const AVATAR_SIZES = [24, 32, 40, 64, 72, 128] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const DEFAULT_AVATAR_SIZE: AvatarSize = 64;

/** Where an uploaded advisor picture is served, per avatar size and format (issue 28; the files are twice the size). */
export function advisorPictureUrl(key: string, size: AvatarSize, format: 'webp' | 'jpg'): string {
  return `/api/advisor-pictures/${key}/${size}.${format}`;
}

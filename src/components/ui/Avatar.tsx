import { advisorPictureUrl, DEFAULT_AVATAR_SIZE, type AvatarSize } from './avatar-sizes';

export { AVATAR_SIZES, DEFAULT_AVATAR_SIZE, type AvatarSize } from './avatar-sizes';

/** The default image (a neutral silhouette) for a missing or broken picture; inline, so it can never fail to load. */
export const DEFAULT_AVATAR_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#dbeafe"/><circle cx="32" cy="25" r="12" fill="#1d4ed8"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#1d4ed8"/></svg>',
)}`;

/** An uploaded picture's key (advisors.picture); anything else counts as missing. */
const PICTURE_KEY = /^ap_[A-Za-z0-9_-]{22}$/;

/**
 * A round picture of a person (spec: name, picture, size). The picture and the default image are two
 * background layers, the picture on top: a picture that is missing, not one of our own paths, or that fails
 * to load (spec section 8, "Broken advisor picture: default image") leaves the default image showing. This
 * needs no JavaScript and shows no broken-image icon (an <img> would show one until a script replaced it).
 * Photos are opaque, so the default layer never shows through a picture that loaded. Decorative: the person's
 * name is always written next to it, so the avatar is hidden from assistive technology.
 * The picture is the WebP file of this size (spec: the webp picture), the JPEG where a browser lacks WebP; both
 * drawn at twice the size for sharp screens (features/advisors/pictures.ts).
 */
export function Avatar({ name, picture, size = DEFAULT_AVATAR_SIZE }: { name: string; picture: string | null; size?: AvatarSize }) {
  const own = picture !== null && PICTURE_KEY.test(picture) ? picture : null;
  const layers = own
    ? `image-set(url("${advisorPictureUrl(own, size, 'webp')}") type("image/webp"), url("${advisorPictureUrl(own, size, 'jpg')}") type("image/jpeg")), url("${DEFAULT_AVATAR_IMAGE}")`
    : `url("${DEFAULT_AVATAR_IMAGE}")`;
  return (
    <span
      aria-hidden="true"
      className="inline-block shrink-0 rounded-full bg-cover bg-center bg-no-repeat"
      style={{ width: size, height: size, backgroundImage: layers }}
      data-testid="avatar"
      data-avatar-name={name}
      data-avatar-picture={own ? advisorPictureUrl(own, size, 'webp') : undefined}
    />
  );
}

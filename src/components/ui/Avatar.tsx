'use client';

import { useEffect, useRef, useState } from 'react';

/** Spec section 3 "Avatar": the sizes an avatar comes in (pixels), 64 by default; the one place for them. */
export const AVATAR_SIZES = [24, 32, 40, 64, 72, 128] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const DEFAULT_AVATAR_SIZE: AvatarSize = 64;

/** The default image (a neutral silhouette) for a missing or broken picture; inline, so it can never fail to load. */
export const DEFAULT_AVATAR_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#dbeafe"/><circle cx="32" cy="25" r="12" fill="#1d4ed8"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#1d4ed8"/></svg>',
)}`;

/**
 * A round picture of a person (spec: name, picture, webp picture, size). A missing picture shows the default
 * image; a picture that fails to load is replaced by it (onError, and a check after hydration for a picture
 * that failed before). Without JavaScript the default image lies behind the picture, so a broken picture
 * still shows it. The picture is decorative: the person's name is always written next to it (alt="").
 */
export function Avatar({ name, picture, pictureWebp, size = DEFAULT_AVATAR_SIZE }: { name: string; picture: string | null; pictureWebp?: string | null; size?: AvatarSize }) {
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  const src = picture && !broken ? picture : DEFAULT_AVATAR_IMAGE;
  const img = (
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      decoding="async"
      onError={() => setBroken(true)}
      data-avatar-default={src === DEFAULT_AVATAR_IMAGE ? 'true' : undefined}
      className="block h-full w-full rounded-full object-cover"
    />
  );
  return (
    <span
      className="inline-block shrink-0 overflow-hidden rounded-full bg-cover bg-center"
      style={{ width: size, height: size, backgroundImage: `url("${DEFAULT_AVATAR_IMAGE}")` }}
      data-testid="avatar"
      data-avatar-name={name}
    >
      {pictureWebp && !broken ? (
        <picture>
          <source srcSet={pictureWebp} type="image/webp" />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}

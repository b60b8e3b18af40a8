/**
 * The avatar (spec section 3 "Avatar", section 8 "Broken advisor picture: default image"): the spec's sizes in
 * one place with 64 as the default, the default image for a missing picture, and the default image behind a
 * picture, so that a picture that fails to load shows it even before (or without) JavaScript.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { AVATAR_SIZES, Avatar, DEFAULT_AVATAR_IMAGE, DEFAULT_AVATAR_SIZE } from '@/components/ui/Avatar';

const html = (props: Parameters<typeof Avatar>[0]) => renderToStaticMarkup(createElement(Avatar, props));
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('Avatar', () => {
  test('sizes are the spec’s, 64 by default', () => {
    expect(AVATAR_SIZES).toEqual([24, 32, 40, 64, 72, 128]);
    expect(DEFAULT_AVATAR_SIZE).toBe(64);
    expect(html({ name: 'Anna Lehmann', picture: null })).toContain('width="64" height="64"');
    expect(html({ name: 'Anna Lehmann', picture: null, size: 128 })).toContain('width="128" height="128"');
  });

  test('no picture → the default image', () => {
    const markup = html({ name: 'Anna Lehmann', picture: null });
    expect(markup).toContain(`src="${escaped(DEFAULT_AVATAR_IMAGE)}"`);
    expect(markup).toContain('data-avatar-default="true"');
  });

  test('a picture is shown over the default image, which stays behind it for a picture that fails', () => {
    const markup = html({ name: 'Anna Lehmann', picture: '/advisors/anna.jpg', pictureWebp: '/advisors/anna.webp' });
    expect(markup).toContain('src="/advisors/anna.jpg"');
    expect(markup).toContain('srcSet="/advisors/anna.webp"');
    expect(markup).not.toContain('data-avatar-default');
    expect(markup).toMatch(/background-image:url\(&quot;data:image\/svg\+xml,/);
  });

  test('the default image is inline (it cannot fail to load) and a valid SVG', () => {
    expect(DEFAULT_AVATAR_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(DEFAULT_AVATAR_IMAGE.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="64" height="64"[^>]*>.*<\/svg>$/);
  });
});

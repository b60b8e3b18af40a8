/**
 * The avatar (spec section 3 "Avatar", section 8 "Broken advisor picture: default image"): the spec's sizes in
 * one place with 64 as the default, the default image for a missing picture, and the default image as the
 * layer below a picture, so that a picture that fails to load shows it, without JavaScript.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { AVATAR_SIZES, Avatar, DEFAULT_AVATAR_IMAGE, DEFAULT_AVATAR_SIZE } from '@/components/ui/Avatar';

const html = (props: Parameters<typeof Avatar>[0]) => renderToStaticMarkup(createElement(Avatar, props));
const layer = (url: string) => `url(&quot;${url.replace(/&/g, '&amp;')}&quot;)`;

describe('Avatar', () => {
  test('sizes are the spec’s, 64 by default', () => {
    expect(AVATAR_SIZES).toEqual([24, 32, 40, 64, 72, 128]);
    expect(DEFAULT_AVATAR_SIZE).toBe(64);
    expect(html({ name: 'Anna Lehmann', picture: null })).toContain('width:64px;height:64px');
    expect(html({ name: 'Anna Lehmann', picture: null, size: 128 })).toContain('width:128px;height:128px');
  });

  test('no picture → only the default image', () => {
    const markup = html({ name: 'Anna Lehmann', picture: null });
    expect(markup).toContain(`background-image:${layer(DEFAULT_AVATAR_IMAGE)}`);
    expect(markup).not.toContain('data-avatar-picture');
  });

  test('an uploaded picture (WebP of the size, JPEG where WebP is missing) lies over the default image, which shows when the picture fails to load', () => {
    const key = 'ap_Abcdefghijklmnopqrstuv';
    const markup = html({ name: 'Anna Lehmann', picture: key, size: 40 });
    const pictures = `image-set(${layer(`/api/advisor-pictures/${key}/40.webp`)} type(&quot;image/webp&quot;), ${layer(`/api/advisor-pictures/${key}/40.jpg`)} type(&quot;image/jpeg&quot;))`;
    expect(markup).toContain(`background-image:${pictures}, ${layer(DEFAULT_AVATAR_IMAGE)}`);
    expect(markup).toContain(`data-avatar-picture="/api/advisor-pictures/${key}/40.webp"`);
  });

  test.each(['https://tracker.example/x.jpg', '/a.jpg"), url("https://evil.example/x', '/../../etc/passwd', 'javascript:alert(1)', 'ap_short', 'ap_Abcdefghijklmnopqrstuv") url("https://evil.example'])('%s is not a picture key → the default image only', (picture) => {
    const markup = html({ name: 'X', picture });
    expect(markup).toContain(`background-image:${layer(DEFAULT_AVATAR_IMAGE)}"`);
    expect(markup).not.toContain('evil.example');
    expect(markup).not.toContain('tracker.example');
  });

  test('the default image is inline (it cannot fail to load) and a valid SVG', () => {
    expect(DEFAULT_AVATAR_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(DEFAULT_AVATAR_IMAGE.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="64" height="64"[^>]*>.*<\/svg>$/);
  });
});

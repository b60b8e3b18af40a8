/**
 * Next's start-up scripts load after the first paint (ADR 022): the page keeps every script, in a loader at the end
 * of the body that the page's CSP hash covers; anything else in the page is left as it is.
 */
import { describe, expect, test } from 'vitest';
import { deferStartupScripts, scriptLoader } from '@/lib/defer-scripts';
import { inlineHashes } from '@/lib/page-csp';
import { createHash } from 'node:crypto';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/094xe1o94pb57.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/285zp2qn96cq7.js"/>',
  '<script src="/_next/static/chunks/3yjf8j0iqd_qu.js" async=""></script>',
  '<script src="/_next/static/chunks/1zyokefv3cw4v.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><main><h1>Hauslotse</h1></main>',
  '<script src="/_next/static/chunks/285zp2qn96cq7.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('start-up scripts after the first paint', () => {
  const out = deferStartupScripts(PAGE);

  test('every async start-up chunk is loaded by one loader at the end of the body, in the page’s order, each once', () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[\w-]+\.js" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out.endsWith(`${scriptLoader(['/_next/static/chunks/3yjf8j0iqd_qu.js', '/_next/static/chunks/1zyokefv3cw4v.js', '/_next/static/chunks/285zp2qn96cq7.js'])}</body></html>`)).toBe(true);
  });

  test('the stylesheet, the nomodule fallback, data blocks, inline scripts and the content stay where they were', () => {
    for (const kept of ['094xe1o94pb57.css', '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>', 'application/ld+json', '<main><h1>Hauslotse</h1></main>', 'self.__next_f']) expect(out).toContain(kept);
    expect(out.indexOf('self.__next_f')).toBeLessThan(out.indexOf('document.createElement("script")'));
  });

  test('the loader is an inline script the page’s CSP hashes allow', () => {
    const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(out)![1]!;
    const hash = `sha256-${createHash('sha256').update(loader, 'utf8').digest('base64')}`;
    expect(inlineHashes(out).scriptHashes).toContain(hash);
  });

  test('the loader runs the scripts: after a frame when visible, at once when hidden', () => {
    const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(scriptLoader(['/a.js', '/b.js']))![1]!;
    const run = (visibilityState: 'visible' | 'hidden') => {
      const appended: { src: string; async: boolean }[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const document = { visibilityState, createElement: () => ({ src: '', async: false }), head: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) } };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
      return { appended, frames, timers };
    };
    const hidden = run('hidden');
    expect(hidden.appended).toEqual([{ src: '/a.js', async: true }, { src: '/b.js', async: true }]);
    const visible = run('visible');
    expect(visible.appended).toEqual([]);
    visible.frames.forEach((f) => f());
    expect(visible.appended).toEqual([]);
    visible.timers.forEach((f) => f());
    expect(visible.appended.map((e) => e.src)).toEqual(['/a.js', '/b.js']);
  });

  test('a page without start-up chunks or without a body end is left alone', () => {
    expect(deferStartupScripts('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>');
    const cut = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>';
    expect(deferStartupScripts(cut)).toBe(cut);
  });
});

/**
 * The site's illustrations (issue 24, docs/design.md "Illustrations"): small scalable SVGs without text, drawn
 * only in the theme's colours, decorative (aria-hidden) without a title and a named image with one, and a
 * translated title for each in both languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import { LOCALES } from '@/i18n/routes';
import { ILLUSTRATIONS, PALETTE, type IllustrationName } from '@/components/illustrations';

const NAMES = Object.keys(ILLUSTRATIONS) as IllustrationName[];
const html = (name: IllustrationName, title?: string) => renderToStaticMarkup(createElement(ILLUSTRATIONS[name], { title }));

describe('illustrations', () => {
  test.each(NAMES)('%s: under 3 KB, viewBox-based, no text, only the palette’s colours', (name) => {
    const markup = html(name);
    expect(Buffer.byteLength(markup)).toBeLessThan(3000);
    expect(markup).toMatch(/^<svg viewBox="0 0 240 180" class="[^"]*w-full/);
    expect(markup).not.toMatch(/<text|<image|href=|width="\d+" height="\d+"><\/svg>/);
    const colours = new Set([...markup.matchAll(/#[0-9a-fA-F]{3,8}\b/g)].map((m) => m[0].toLowerCase()));
    expect([...colours].filter((c) => !Object.values(PALETTE).includes(c as never))).toEqual([]);
  });

  test.each(NAMES)('%s: decorative without a title, a named image with one', (name) => {
    const plain = html(name);
    expect(plain).toContain('aria-hidden="true"');
    expect(plain).not.toContain('role=');
    expect(plain).not.toContain('<title>');
    const named = html(name, 'Ein Haus & Münzen');
    expect(named).toContain('role="img"');
    expect(named).toContain('aria-label="Ein Haus &amp; Münzen"');
    expect(named).toContain('<title>Ein Haus &amp; Münzen</title>');
    expect(named).not.toContain('aria-hidden');
  });

  test('the palette is the Tailwind theme’s (src/app/globals.css)', () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'src/app/globals.css'), 'utf8');
    const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`))?.[1]?.toLowerCase();
    expect(PALETTE).toEqual({ soft: token('brand-100'), main: token('brand-600'), dark: token('brand-800'), accent: token('accent'), paper: '#ffffff' });
  });

  test.each(LOCALES)('%s: every illustration has a title in messages (namespace illustrations)', (locale) => {
    const titles = messagesFor(locale).illustrations as Record<string, string>;
    expect(Object.keys(titles).sort()).toEqual([...NAMES].sort());
  });
});

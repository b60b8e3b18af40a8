/**
 * The page error boundary (src/app/[locale]/error.tsx) renders in the visitor's language without any client
 * message provider (the site has none: pages get their texts from the server), with a link to the
 * appointment page of that language.
 */
import { describe, expect, test, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';

const params = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => params.current }));

const { default: LocaleError } = await import('@/app/[locale]/error');

describe('error boundary', () => {
  test.each([
    { locale: 'de', title: 'Ein Fehler ist aufgetreten', href: '/de/termin' },
    { locale: 'en', title: 'An error occurred', href: '/en/appointment' },
    { locale: 'xx', title: 'Ein Fehler ist aufgetreten', href: '/de/termin' },
  ])('$locale → "$title" and a link to $href', ({ locale, title, href }) => {
    params.current = { locale };
    const html = renderToStaticMarkup(<LocaleError error={new Error('boom')} />);
    expect(html).toContain(`<h1 class="text-3xl font-bold">${title}</h1>`);
    expect(html).toContain(`href="${href}"`);
    expect(html).not.toContain('boom');
  });
});

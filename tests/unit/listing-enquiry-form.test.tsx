/**
 * The listing page is kept for everyone (ADR 012, a data page): the enquiry form it carries must hold nothing of a
 * visitor and nothing per request (issue 48). What is a visitor's (refused values, "sent") shows only on the enquiry
 * page, which is no data page and so never kept or shared.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { describe, expect, test, vi } from 'vitest';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/routes';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) => createTranslator({ locale, messages: messagesFor(locale) as never, namespace: namespace as never }),
  getMessages: async ({ locale }: { locale: Locale }) => messagesFor(locale),
}));

const { ListingEnquiry, ENQUIRY_ACTION } = await import('@/features/properties/components/ListingEnquiry');
const { DATA_PAGES, dataPageKept, pageRendersQuery } = await import('@/i18n/query-pages');

const render = async (locale: Locale, isDemo: boolean) => renderToStaticMarkup(await ListingEnquiry({ locale, slug: 'wohnung-berlin-10115-abc123', isDemo }));

describe('the enquiry form on the kept listing page', () => {
  test('is the same on every render and holds no visitor value: only the locale, the listing and the consent box’s value', async () => {
    for (const locale of ['de', 'en'] as const) {
      const html = await render(locale, false);
      expect(await render(locale, false)).toBe(html);
      expect(html).toContain(`action="${ENQUIRY_ACTION}"`);
      expect(html).toContain('method="post"');
      // Empty inputs say value=""; anything else would be someone's.
      const values = [...html.matchAll(/\svalue="([^"]*)"/g)].map((m) => m[1]).filter((v) => v !== '');
      expect(values.sort()).toEqual([locale, 'wohnung-berlin-10115-abc123', 'yes'].sort());
      expect(html).not.toMatch(/submissionId|checked=""/);
      expect(html).toMatch(/<textarea[^>]*name="message"[^>]*><\/textarea>/);
    }
  });

  test('names the fields in the page’s language and says when the listing is a demo', async () => {
    const en = await render('en', true);
    expect(en).toContain('Ask about this property');
    expect(en).toContain('This is a demo listing');
    const de = await render('de', false);
    expect(de).toContain('Anfrage zu dieser Immobilie');
    expect(de).toContain('Deine Nachricht');
    expect(de).not.toContain('Demo-Angebot');
  });

  test('the listing page is a data page, the enquiry page is not: its answers are never kept or shared', () => {
    expect(DATA_PAGES.has('properties-listing')).toBe(true);
    expect(DATA_PAGES.has('property-enquiry')).toBe(false);
    expect(dataPageKept('property-enquiry', new URLSearchParams({ listing: 'x', errors: 'email:invalidEmail' }))).toBe(false);
    expect(dataPageKept('property-enquiry', new URLSearchParams({ listing: 'x', sent: '1' }))).toBe(false);
    expect(pageRendersQuery('property-enquiry', new URLSearchParams({ listing: 'x' }))).toBe(false);
  });
});

/**
 * Site search and related content (issue 12), over the REAL content in content/: expectations come from the
 * site's loader, so the spec holds with no content (this branch) and with the writers' content (merged tree).
 */
import path from 'node:path';
import { axeFor } from '../support/axe';
import { expect, test, type Page } from '../support/playwright';
import { loadContent, itemPath, type ContentItem } from '../../src/features/content/loader';
import { localizedPath } from '../../src/i18n/paths';
import type { Locale } from '../../src/i18n/routes';

const store = loadContent(path.join(import.meta.dirname, '../../content'));

/** Published articles, FAQs and terms of a locale with the text the index holds. */
function searchable(locale: Locale): { url: string; text: string }[] {
  const items = [...store.items.article[locale], ...store.items.faq[locale], ...store.items.term[locale]] as ContentItem[];
  return items
    .filter((i) => !i.draft)
    .map((i) => {
      const text =
        i.kind === 'article' ? `${i.title} ${i.subheadline} ${i.text}` : i.kind === 'faq' ? `${i.question} ${i.description} ${i.text}` : i.kind === 'term' ? `${i.word} ${i.preview} ${i.text}` : '';
      return { url: itemPath(i), text };
    });
}

/** Per locale: a query in an inflected form, the word forms it must find, and a looser pattern every hit contains. */
const CASES: Record<Locale, { query: string; exact: RegExp; loose: RegExp[] }> = {
  de: { query: 'Grunderwerbsteuern', exact: /(^|[^\p{L}])grunderwerbsteuer(n)?([^\p{L}]|$)/iu, loose: [/grunderwerbsteu/i] },
  en: { query: 'transfer taxes', exact: /(^|[^\p{L}])transfer tax(es)?([^\p{L}]|$)/iu, loose: [/transfer/i, /tax/i] },
};

async function axeClean(page: Page) {
  const results = await axeFor(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1536, height: 900 } });

  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: the header's search finds the inflected word, ranked results link to the items`, async ({ page }) => {
      const { query, exact, loose } = CASES[locale];
      await page.goto(localizedPath('index', locale));
      const form = page.getByTestId('header-search');
      await form.getByRole('searchbox').fill(query);
      await form.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('search', locale)}\\?q=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'de' ? 'Suche' : 'Search');
      await expect(page.getByRole('searchbox', { name: locale === 'de' ? 'Suchbegriff' : 'Search term' })).toHaveValue(query);

      const items = searchable(locale);
      const mustFind = items.filter((i) => exact.test(i.text)).map((i) => i.url);
      const mayFind = new Set(items.filter((i) => loose.every((l) => l.test(i.text))).map((i) => i.url));
      if (mustFind.length === 0) {
        await expect(page.getByTestId('search-no-results')).toBeVisible();
      } else {
        const links = page.getByTestId('search-results').locator('li > a');
        await expect(links.first()).toBeVisible();
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(hrefs.length).toBeLessThanOrEqual(20);
        for (const href of hrefs) expect(mayFind.has(href!), `${href} contains the word`).toBe(true);
        // At most 20 hits: all items with the word when they are fewer, else a full page of them.
        if (mustFind.length <= 20) for (const url of mustFind) expect(hrefs).toContain(url);
        else expect(hrefs).toHaveLength(20);
        await expect(page.getByTestId('search-results').locator('mark').first()).toBeVisible();
      }
    });

    test(`${locale}: gibberish shows the no-results text with links, a too long query or a NUL byte an error in words`, async ({ page }) => {
      await page.goto(`${localizedPath('search', locale)}?q=${encodeURIComponent('xqzvbl grmpfnt')}`);
      const none = page.getByTestId('search-no-results');
      await expect(none).toContainText(locale === 'de' ? 'Zu „xqzvbl grmpfnt“ haben wir nichts gefunden.' : 'We found nothing for “xqzvbl grmpfnt”.');
      await expect(none.getByRole('link', { name: locale === 'de' ? 'Fragen und Antworten' : 'Mortgage FAQs' })).toHaveAttribute('href', localizedPath('mortgage-faqs', locale));
      await expect(none.getByRole('link', { name: locale === 'de' ? 'Ratgeber' : 'Mortgage tips' })).toHaveAttribute('href', localizedPath('blog', locale));

      const response = await page.goto(`${localizedPath('search', locale)}?q=${'a'.repeat(201)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('search-error')).toHaveText(
        locale === 'de' ? 'Dein Suchbegriff ist zu lang. Bitte nutze höchstens 200 Zeichen.' : 'Your search term is too long. Please use at most 200 characters.',
      );
      await page.goto(`${localizedPath('search', locale)}?q=`);
      await expect(page.getByTestId('search-error')).toHaveText(locale === 'de' ? 'Bitte gib einen Suchbegriff ein.' : 'Please enter a search term.');
      // A NUL byte is bad input, said in words (it never reaches the database).
      await page.goto(`${localizedPath('search', locale)}?q=%00`);
      await expect(page.getByTestId('search-error')).toHaveText(
        locale === 'de' ? 'Dein Suchbegriff enthält Zeichen, nach denen wir nicht suchen können. Bitte gib ihn noch einmal ein.' : 'Your search term contains characters we cannot search for. Please type it again.',
      );
    });
  }
});

test.describe('search page accessibility', () => {
  for (const locale of ['de', 'en'] as const) {
    test(`${locale}: results, no results and errors are axe clean`, async ({ page }) => {
      for (const q of [CASES[locale].query, 'xqzvbl grmpfnt', 'a'.repeat(201)]) {
        await page.goto(`${localizedPath('search', locale)}?q=${encodeURIComponent(q)}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await axeClean(page);
      }
    });
  }
});

test.describe('related content', () => {
  const TAGS = { calculator: ['repayment', 'fixation', 'purchase-costs'], rates: ['interest-rates', 'fixation', 'effective-rate'] };
  for (const locale of ['de', 'en'] as const) {
    for (const [routeName, tags] of [
      ['german-mortgage-calculator-calculator', TAGS.calculator],
      ['mortgage-rates', TAGS.rates],
    ] as const) {
      test(`${locale} ${routeName}: FAQs by tag, or no block when there are none`, async ({ page }) => {
        const faqs = store.items.faq[locale].filter((f) => !f.draft && f.tags.some((t) => (tags as readonly string[]).includes(t)));
        const articles = store.items.article[locale].filter((a) => !a.draft && a.tags.some((t) => (tags as readonly string[]).includes(t)));
        await page.goto(localizedPath(routeName, locale));
        const block = page.getByTestId('related-content');
        if (faqs.length + articles.length === 0) {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(block).toHaveCount(0);
        } else {
          await expect(block.getByRole('heading', { level: 2 })).toHaveText(locale === 'de' ? 'Fragen dazu' : 'Questions about this');
          const hrefs = await block.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
          const allowed = new Set([...faqs, ...articles].map((i) => itemPath(i)));
          for (const href of hrefs) expect(allowed.has(href!)).toBe(true);
          // The page's first tag leads: its first FAQ (in the FAQ pages' order) is shown.
          const first = faqs.find((f) => f.tags.includes(tags[0] as never)) ?? faqs[0];
          if (first) expect(hrefs).toContain(itemPath(first));
        }
      });
    }
  }
});

test.describe('content endpoint', () => {
  test('answers the content in both locales; a bad locale is a coded 400, GET a 405', async ({ request }) => {
    for (const locale of ['de', 'en'] as const) {
      const answer = await request.post('/api/graphql/content', { data: { query: `{ faqs(locale: ${locale}) { id path } glossary_posts(locale: ${locale}) { total } }` } });
      expect(answer.status()).toBe(200);
      const body = (await answer.json()) as { data: { faqs: { id: string; path: string }[]; glossary_posts: { total: number } } };
      expect(body.data.faqs.map((f) => f.path)).toEqual(store.items.faq[locale].filter((f) => !f.draft).map((f) => itemPath(f)));
      expect(body.data.glossary_posts.total).toBe(store.items.term[locale].filter((t) => !t.draft).length);
    }
    const bad = await request.post('/api/graphql/content', { data: { query: '{ faqs(locale: fr) { id } }' } });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBeTruthy();
    expect((await request.get('/api/graphql/content')).status()).toBe(405);
  });
});

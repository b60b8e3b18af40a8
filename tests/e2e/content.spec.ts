/**
 * Editorial content (issue 12), over the REAL content in content/: the test reads the items with the site's
 * loader, so it holds for any number of them (none before the writers' files are merged, all of them after).
 */
import path from 'node:path';
import { axeFor } from '../support/axe';
import { signInStaff } from '../support/staff-login';
import { expect, test, type APIRequestContext, type Page } from '../support/playwright';
import { loadContent, itemPath, type ContentItem, type ContentKind } from '../../src/features/content/loader';
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '../../src/config/taxonomy';
import { localizedPath } from '../../src/i18n/paths';
import type { Locale } from '../../src/i18n/routes';

const LOCALES: Locale[] = ['de', 'en'];
const store = loadContent(path.join(import.meta.dirname, '../../content'));
const published = (kind: ContentKind, locale: Locale): ContentItem[] => (store.items[kind][locale] as ContentItem[]).filter((i) => !i.draft);
const drafts = (kind: ContentKind, locale: Locale): ContentItem[] => (store.items[kind][locale] as ContentItem[]).filter((i) => i.draft);

const decode = (s: string) =>
  s.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').trim();

/** Status, h1 text and the schema.org types of a page's JSON-LD blocks. */
async function fetchPage(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  const html = await response.text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as { '@type': string })['@type']);
  // Soft hyphens (long German words, src/lib/hyphenate.ts) show only where a line breaks: the heading as read.
  return { status: response.status(), h1: h1 === undefined ? null : decode(h1).replaceAll('\u00ad', ''), types, html };
}

const heading = (item: ContentItem) => {
  switch (item.kind) {
    case 'article':
      return item.title;
    case 'faq':
      return item.question;
    case 'term':
      return item.word;
    case 'author':
      return item.name;
  }
};
const LD_TYPE: Record<ContentKind, string> = { article: 'Article', faq: 'FAQPage', term: 'DefinedTerm', author: 'Person' };

for (const locale of LOCALES) {
  test.describe(`content pages (${locale})`, () => {
    for (const kind of ['article', 'faq', 'term', 'author'] as const) {
      test(`every published ${kind} answers 200 with its h1 and ${LD_TYPE[kind]} data (${published(kind, locale).length} items)`, async ({ request }) => {
        test.setTimeout(30_000 + 2_000 * published(kind, locale).length);
        for (const item of published(kind, locale)) {
          const page = await fetchPage(request, itemPath(item));
          expect(page.status, itemPath(item)).toBe(200);
          expect(page.h1, itemPath(item)).toBe(heading(item));
          expect(page.types, itemPath(item)).toContain(LD_TYPE[kind]);
          if (kind === 'article') expect(page.types, itemPath(item)).toContain('BreadcrumbList');
        }
      });
    }

    test('the blog index lists its categories in order, pension only in German', async ({ request }) => {
      const page = await fetchPage(request, localizedPath('blog', locale));
      expect(page.status).toBe(200);
      const listed = BLOG_CATEGORIES.filter((c) => c.listed[locale]).map((c) => `category-${c.slug[locale]}`);
      const ids = [...page.html.matchAll(/<section id="(category-[a-z-]+)"/g)].map((m) => m[1]);
      expect(ids).toEqual(listed);
      expect(ids.includes(`category-${BLOG_CATEGORIES.find((c) => c.id === 'pension')!.slug[locale]}`)).toBe(locale === 'de');
      // Each listed category shows its newest articles (the loader sorts newest first).
      for (const category of BLOG_CATEGORIES.filter((c) => c.listed[locale])) {
        const newest = published('article', locale).find((a) => a.kind === 'article' && a.categoryId === category.id);
        if (newest) expect(page.html, category.id).toContain(`href="${itemPath(newest)}"`);
      }
    });

    test('every listed blog category answers 200 with its h1 and links every article of it', async ({ request }) => {
      for (const category of BLOG_CATEGORIES.filter((c) => c.listed[locale])) {
        const url = localizedPath('blog-category', locale, { category: category.slug[locale] });
        const page = await fetchPage(request, url);
        expect(page.status, url).toBe(200);
        expect(page.h1, url).toBeTruthy();
        for (const article of published('article', locale).filter((a) => a.kind === 'article' && a.categoryId === category.id)) {
          expect(page.html, url).toContain(`href="${itemPath(article)}"`);
        }
      }
    });

    test('every FAQ category answers 200 with its h1, its questions under their anchors and FAQPage data when it has questions', async ({ request }) => {
      for (const category of FAQ_CATEGORIES) {
        const url = localizedPath('mortgage-faqs-category', locale, { category: category.slug[locale] });
        const page = await fetchPage(request, url);
        expect(page.status, url).toBe(200);
        expect(page.h1, url).toBeTruthy();
        const faqs = published('faq', locale).filter((f) => f.kind === 'faq' && f.categoryId === category.id);
        for (const faq of faqs) {
          if (faq.kind !== 'faq') continue;
          expect(page.html, url).toContain(`id="${faq.anchor}"`);
          expect(page.html, url).toContain(`href="#${faq.anchor}"`);
        }
        if (faqs.length > 0) expect(page.types, url).toContain('FAQPage');
        if (category.id === 'handyDefinitions') {
          expect(page.html).toContain('id="glossary-title"');
          const terms = published('term', locale);
          for (const term of terms) expect(page.html).toContain(`href="${itemPath(term)}"`);
          if (terms.length > 0) expect(page.types).toContain('DefinedTermSet');
        }
      }
    });

    test('the FAQ index links the 8 categories; the topics page links into blog and FAQ categories', async ({ page }) => {
      await page.goto(localizedPath('mortgage-faqs', locale));
      for (const c of FAQ_CATEGORIES) await expect(page.locator(`main a[href="${localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] })}"]`)).toHaveCount(1);
      await page.goto(localizedPath('topics', locale));
      await expect(page.locator('h1')).toBeVisible();
      for (const c of BLOG_CATEGORIES.filter((x) => x.listed[locale])) {
        await expect(page.locator(`main a[href="${localizedPath('blog-category', locale, { category: c.slug[locale] })}"]`)).toHaveCount(1);
      }
      for (const c of FAQ_CATEGORIES) await expect(page.locator(`main a[href="${localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] })}"]`).first()).toBeVisible();
    });

    test('drafts and made-up items answer 404; the preview twin has no URL of its own', async ({ request }) => {
      const kinds: ContentKind[] = ['article', 'faq', 'term', 'author'];
      for (const kind of kinds) for (const item of drafts(kind, locale)) expect((await request.get(itemPath(item))).status(), itemPath(item)).toBe(404);
      const blog = localizedPath('blog', locale);
      const hb = BLOG_CATEGORIES[0]!;
      expect((await request.get(`${blog}/${hb.slug[locale]}/no-such-article.a${hb.code}`)).status()).toBe(404);
      const faqs = localizedPath('mortgage-faqs', locale);
      expect((await request.get(`${faqs}/${FAQ_CATEGORIES[0]!.slug[locale]}/no-such-question.f${FAQ_CATEGORIES[0]!.code}`)).status()).toBe(404);
      expect((await request.get(`${faqs}/${FAQ_CATEGORIES.find((c) => c.id === 'handyDefinitions')!.slug[locale]}/no-such-term`)).status()).toBe(404);
      expect((await request.get(`/${locale}/content-preview/mortgage-tips/${hb.slug.en}/x.a${hb.code}`)).status()).toBe(404);
    });
  });
}

test.describe('404 variants of the blog', () => {
  const cases = [
    { url: '/en/mortgage-tips/no-such-category', title: '404 - Category not found', message: 'We cannot find the category no-such-category', back: 'Return to the blog', blog: '/en/mortgage-tips' },
    { url: '/de/ratgeber/keine-kategorie', title: '404 – Kategorie nicht gefunden', message: 'Wir können die Kategorie keine-kategorie nicht finden.', back: 'Zurück zum Ratgeber', blog: '/de/ratgeber' },
    { url: '/en/mortgage-tips/author/nobody-here', title: '404 - Author not found', message: 'We cannot find the Author nobody-here', back: 'Return to the blog', blog: '/en/mortgage-tips' },
    { url: '/de/ratgeber/autor/niemand', title: '404 – Autor nicht gefunden', message: 'Wir können den Autor niemand nicht finden.', back: 'Zurück zum Ratgeber', blog: '/de/ratgeber' },
  ];
  for (const c of cases) {
    test(`${c.url} → ${c.title}`, async ({ page }) => {
      const response = await page.goto(c.url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(c.title);
      await expect(page.getByText(c.message, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: c.back })).toHaveAttribute('href', c.blog);
    });
  }
});

async function switchLanguageInFooter(page: Page, to: Locale) {
  const footer = page.locator('footer');
  await footer.locator('summary').click();
  await footer.getByRole('link', { name: to === 'de' ? 'Deutsch' : 'English', exact: true }).click();
}

test.describe('language switch and hreflang of content pages', () => {
  for (const kind of ['article', 'faq', 'term', 'author'] as const) {
    for (const from of LOCALES) {
      const to: Locale = from === 'de' ? 'en' : 'de';
      const item = published(kind, from)[0];
      if (!item) continue;
      const target = published(kind, to).find((i) => i.id === item.id)!;
      test(`${kind} ${itemPath(item)} → its counterpart ${itemPath(target)}`, async ({ page }) => {
        await page.goto(itemPath(item));
        await expect(page.locator(`link[rel="alternate"][hreflang="${to}"]`)).toHaveAttribute('href', new RegExp(`${itemPath(target).replace(/\./g, '\\.')}$`));
        await switchLanguageInFooter(page, to);
        await expect.poll(() => new URL(page.url()).pathname).toBe(itemPath(target));
        await expect(page.locator('html')).toHaveAttribute('lang', to);
      });
    }
  }

  test('a FAQ category maps by its code', async ({ page }) => {
    const category = FAQ_CATEGORIES.find((c) => c.id === 'about')!;
    await page.goto(localizedPath('mortgage-faqs-category', 'de', { category: category.slug.de }));
    await switchLanguageInFooter(page, 'en');
    await expect.poll(() => new URL(page.url()).pathname).toBe(localizedPath('mortgage-faqs-category', 'en', { category: category.slug.en }));
  });
});

test.describe('accessibility of content pages', () => {
  const pages: { label: string; url: string }[] = [
    { label: 'blog index', url: '/en/mortgage-tips' },
    { label: 'FAQ glossary category', url: '/de/baufinanzierung-faq/glossar' },
    { label: 'topics', url: '/de/themen' },
  ];
  for (const kind of ['article', 'faq', 'term', 'author'] as const) {
    for (const locale of LOCALES) {
      const item = published(kind, locale)[0];
      if (item) pages.push({ label: `${kind} (${locale})`, url: itemPath(item) });
    }
  }
  for (const p of pages) {
    test(`axe: no serious or critical violation on ${p.label} (${p.url})`, async ({ page }) => {
      await page.goto(p.url);
      const results = await axeFor(page).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('a wide table and an illustration on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('scroll sideways in their own frames (by keyboard too) instead of shrinking; the page does not; amounts stay on one line', async ({ page }) => {
    const article = published('article', 'de').find((a) => a.slug === 'annuitaetendarlehen-tilgungsplan')!;
    await page.goto(itemPath(article));
    const region = page.getByRole('region', { name: 'Der Tilgungsplan' });
    await expect(region.getByRole('cell', { name: '10.402,80 €' })).toBeVisible();
    // The table is wider than the screen, its region scrolls; the page itself does not.
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(360);
    // An amount and its unit share a line: the cell is one line high.
    const cell = region.getByRole('cell', { name: '10.402,80 €' });
    const lines = await cell.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    // The illustration keeps labels one can read (at least 10 px for its smallest 12-unit labels) and its frame
    // scrolls instead, with a hint.
    const drawing = page.getByTestId('illustration');
    const scale = await drawing.evaluate((el) => {
      const svg = el.querySelector('svg')!;
      return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    });
    expect(12 * scale).toBeGreaterThanOrEqual(10);
    await expect(page.getByText('Seitlich wischen für die ganze Grafik')).toBeVisible();
    await drawing.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => drawing.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const results = await axeFor(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // Every figure of the article's tables has its headers, the comparison table's (empty corner) its row headers
    // too (axeFor runs td-has-header, which axe's default leaves out as experimental and Lighthouse runs).
    await expect(page.getByRole('rowheader', { name: 'Monatsrate' })).toBeVisible();
  });
});

test('the sitemap lists every content page in both locales with its hreflang partner', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const abs = (p: string) => new URL(p, baseURL).toString();
  const urls = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
  for (const locale of LOCALES) {
    expect(urls.has(abs(localizedPath('blog', locale)))).toBe(true);
    for (const c of FAQ_CATEGORIES) expect(urls.has(abs(localizedPath('mortgage-faqs-category', locale, { category: c.slug[locale] })))).toBe(true);
    for (const kind of ['article', 'faq', 'term', 'author'] as const) {
      for (const item of published(kind, locale)) {
        expect(urls.has(abs(itemPath(item))), itemPath(item)).toBe(true);
        const other: Locale = locale === 'de' ? 'en' : 'de';
        const partner = published(kind, other).find((i) => i.id === item.id)!;
        expect(xml).toContain(`hreflang="${other}" href="${abs(itemPath(partner))}"`);
      }
      for (const item of drafts(kind, locale)) expect(urls.has(abs(itemPath(item)))).toBe(false);
    }
  }
});

test('content pages come from the cache for visitors (ADR 012): drafts do not make them per-request pages', async ({ request }) => {
  const paths = [localizedPath('blog-category', 'en', { category: BLOG_CATEGORIES[0]!.slug.en }), localizedPath('mortgage-faqs-category', 'de', { category: 'glossar' }), localizedPath('topics', 'en')];
  for (const kind of ['article', 'faq', 'term', 'author'] as const) {
    const item = published(kind, 'de')[0];
    if (item) paths.push(itemPath(item));
  }
  for (const p of paths) {
    await request.get(p);
    const res = await request.get(p);
    expect(res.status(), p).toBe(200);
    expect(res.headers()['x-nextjs-cache'], p).toBe('HIT');
    expect(res.headers()['cache-control'], p).toMatch(/s-maxage=\d+/);
  }
});

const allDrafts = (['article', 'faq', 'term'] as const).flatMap((kind) => LOCALES.flatMap((locale) => drafts(kind, locale)));
if (allDrafts.length > 0) {
  test(`staff see the ${allDrafts.length} draft(s) with the "Draft preview" banner, visitors get 404`, async ({ page, request }) => {
    // A staff admin of the e2e server's fixtures (tests/support/e2e-fixtures.ts), signed in with link and code.
    await signInStaff(page, 'preview');
    for (const item of allDrafts) {
      expect((await request.get(itemPath(item))).status(), itemPath(item)).toBe(404);
      const response = await page.goto(itemPath(item));
      expect(response?.status(), itemPath(item)).toBe(200);
      await expect(page.getByTestId('draft-banner')).toBeVisible();
      await expect(page.locator('h1')).toHaveText(heading(item));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });
}

test('the about and service pages name the authors of the guides, each linking to the author page', async ({ page }) => {
  for (const [locale, path, title] of [
    ['de', '/de/ueber-uns', 'Wer unsere Ratgeber schreibt'],
    ['en', '/en/service', 'Who writes our guides'],
  ] as const) {
    const authors = published('author', locale);
    expect(authors.length).toBeGreaterThanOrEqual(3);
    await page.goto(path);
    const section = page.getByTestId('authors-section');
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
    for (const a of authors) await expect(section.getByRole('link', { name: (a as { name: string }).name })).toHaveAttribute('href', itemPath(a));
    await expect(section.getByText(locale === 'de' ? 'Beispielprofil' : 'Demo profile').first()).toBeVisible();
  }
});

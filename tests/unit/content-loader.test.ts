import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ContentError,
  WORD_LIMITS,
  loadContent,
  questionAnchor,
  readingMinutes,
  renderMarkdown,
  keepFiguresWithUnits,
  svgProblems,
  type ContentKind,
} from '@/features/content/loader';
import { contentStatus } from '@/features/content/known';
import { matchPath } from '@/i18n/paths';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/content');
const SMALL: Record<ContentKind, { min: number; max: number }> = {
  article: { min: 10, max: 200 },
  faq: { min: 5, max: 100 },
  term: { min: 5, max: 100 },
  author: { min: 5, max: 100 },
};
const TODAY = '2026-11-23';
const load = (root = FIXTURES) => loadContent(root, { today: TODAY, wordLimits: SMALL });

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixtures with `change` applied; returns the problems the loader reports. */
function problemsAfter(change: (root: string) => void): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  temps.push(root);
  fs.cpSync(FIXTURES, root, { recursive: true });
  change(root);
  try {
    load(root);
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  }
  return [];
}

function edit(root: string, file: string, from: string | RegExp, to: string) {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = before.replace(from, to);
  expect(after, `${file} should contain ${String(from)}`).not.toBe(before);
  fs.writeFileSync(full, after);
}

describe('content loader on the fixtures', () => {
  it('loads every kind in both locales', () => {
    const store = load();
    for (const locale of ['de', 'en'] as const) {
      expect(store.items.article[locale].map((a) => a.id).sort()).toEqual(['purchase-costs', 'rates-outlook']);
      expect(store.items.faq[locale].map((f) => f.id)).toEqual(['how-is-the-broker-paid']);
      expect(store.items.term[locale].map((t) => t.id)).toEqual(['land-charge']);
      expect(store.items.author[locale].map((a) => a.id)).toEqual(['anna-lehmann']);
    }
    const article = store.items.article.de.find((a) => a.id === 'purchase-costs')!;
    expect(article.categoryId).toBe('homebuyingBasics');
    expect(article.categoryCode).toBe('hb');
    expect(article.sources[0]!.url).toBe('https://www.gesetze-im-internet.de/grestg_1983/');
  });

  it('resolves ref: links to the localized URLs of the same locale', () => {
    const store = load();
    const de = store.items.article.de.find((a) => a.id === 'purchase-costs')!;
    expect(de.html).toContain('href="/de/baufinanzierung-faq/glossar/grundschuld"');
    expect(de.html).toContain('href="/de/baufinanzierung-faq/ueber-hauslotse/wie-wird-hauslotse-bezahlt.fah"');
    expect(de.html).toContain('href="/de/ratgeber/autor/anna-lehmann"');
    expect(de.html).toContain('href="/de/baufinanzierung"');
    const en = store.items.article.en.find((a) => a.id === 'purchase-costs')!;
    expect(en.html).toContain('href="/en/mortgage-faqs/handy-definitions/land-charge"');
    expect(en.html).toContain('href="/en/mortgage-faqs/about-hauslotse/how-is-hauslotse-paid.fah"');
    expect(en.html).toContain('href="/en/mortgage-rates-germany"');
    expect(en.html).not.toContain('ref:');
    const faq = store.items.faq.en[0]!;
    expect(faq.html).toContain('href="/en/mortgage-tips/homebuying-basics/purchase-costs-germany.ahb"');
  });

  it('extracts the table of contents from ## and ### headings with the ids of the rendered headings', () => {
    const article = load().items.article.en.find((a) => a.id === 'purchase-costs')!;
    expect(article.toc).toEqual([
      { depth: 2, text: 'Transfer tax', id: 'transfer-tax' },
      { depth: 3, text: 'An example with numbers', id: 'an-example-with-numbers' },
      { depth: 2, text: 'Notary and land registry', id: 'notary-and-land-registry' },
    ]);
    expect(article.html).toContain('<h2 id="transfer-tax">Transfer tax</h2>');
    expect(article.html).toContain('<h3 id="an-example-with-numbers">');
  });

  it('computes words and reading time', () => {
    const article = load().items.article.en.find((a) => a.id === 'purchase-costs')!;
    expect(article.words).toBeGreaterThan(50);
    expect(article.words).toBeLessThan(90);
    expect(article.readingMinutes).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(0)).toBe(1);
    expect(renderMarkdown('Ein Satz mit 5 Wörtern – und Gedankenstrich.', () => ({ error: '' })).words).toBe(7);
  });

  it('renders GFM tables in a keyboard-scrollable region named by the heading above them (or their header row)', () => {
    const term = load().items.term.en[0]!;
    expect(term.html).toMatch(/<div class="content-table-wrap" role="region" tabindex="0" aria-label(ledby)?="[^"]+"><table class="content-table">/);
    expect(term.html).toContain('<td>300,000\u00a0euros</td>');
    const md = '## Kosten\n\n| Jahr | Rate |\n|---|---|\n| 1 | 10.402,80 € |\n\n| A | B |\n|---|---|\n| 1 | 2 |\n';
    const html = renderMarkdown(md, () => ({ error: '' })).html;
    expect(html).toContain('<div class="content-table-wrap" role="region" tabindex="0" aria-labelledby="kosten"><table class="content-table">');
    // The second table is also below "Kosten": every table gets a name.
    expect(html.match(/aria-labelledby="kosten"/g)).toHaveLength(2);
    // Column headers say so; a table with an empty corner compares rows: its first column holds row headers.
    expect(html).toContain('<th scope="col">Jahr</th>');
    const compared = renderMarkdown('| | 2 % Tilgung | 3 % Tilgung |\n|---|---|---|\n| Monatsrate | 1.375 € | 1.625 € |\n', () => ({ error: '' })).html;
    expect(compared).toContain('<tr>\n<td></td>\n<th scope="col">2\u00a0% Tilgung</th>');
    expect(compared).toContain('<th scope="row">Monatsrate</th>\n<td>1.375\u00a0€</td>');
    const first = renderMarkdown('| A | B |\n|---|---|\n| 1 | 2 |\n', () => ({ error: '' })).html;
    expect(first).toContain('<div class="content-table-wrap" role="region" tabindex="0" aria-label="A B">');
  });

  it('keeps a figure and its unit on one line (no-break space), but not inside code', () => {
    const html = renderMarkdown('24.000 € und 3,5 % und € 500 und 12 Euro, 80 m², `5 %`', () => ({ error: '' })).html;
    expect(html).toContain('24.000\u00a0€ und 3,5\u00a0% und €\u00a0500 und 12\u00a0Euro, 80\u00a0m², <code>5 %</code>');
    expect(keepFiguresWithUnits('Die 3 Europäer zahlten 5 Prozent')).toBe('Die 3 Europäer zahlten 5\u00a0Prozent');
  });

  it('marks drafts and keeps their flag; published items stay published', () => {
    const store = load();
    expect(store.items.article.en.find((a) => a.id === 'rates-outlook')!.draft).toBe(true);
    expect(store.items.article.en.find((a) => a.id === 'purchase-costs')!.draft).toBe(false);
  });

  it('derives question anchors as the spec says', () => {
    expect(questionAnchor('How does Hauslotse earn money if the advice is free?')).toBe('how-does-hauslotse-earn-money-if-the-advice-is-free');
    expect(questionAnchor('Wie hoch ist die Grunderwerbsteuer 2026 in Bayern?')).toBe('wie-hoch-ist-die-grunderwerbsteuer-in-bayern');
    expect(questionAnchor('Was kostet die Übergabe?')).toBe('was-kostet-die-übergabe');
  });
});

describe('content validation', () => {
  it('the fixtures themselves are valid', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it('applies the contract word limits by default', () => {
    expect(() => loadContent(FIXTURES, { today: TODAY })).toThrow(/blog\/homebuyingBasics\/purchase-costs\.en\.md: body has \d+ words; a published article needs 700–1100/);
    expect(WORD_LIMITS.faq).toEqual({ min: 80, max: 250 });
  });

  it('reports a missing field with file and field', () => {
    const problems = problemsAfter((root) => edit(root, 'faqs/about/how-is-the-broker-paid.en.md', /^question: .*\n/m, ''));
    expect(problems).toEqual([expect.stringMatching(/^faqs\/about\/how-is-the-broker-paid\.en\.md: question is missing$/)]);
  });

  it('reports an unknown tag', () => {
    const problems = problemsAfter((root) => edit(root, 'glossary/land-charge.de.md', 'tags: [land-charge]', 'tags: [land-charge, mortgages]'));
    expect(problems).toEqual([expect.stringMatching(/^glossary\/land-charge\.de\.md: tags\.1 unknown tag "mortgages"/)]);
  });

  it('reports an unknown author', () => {
    const problems = problemsAfter((root) => edit(root, 'blog/homebuyingBasics/purchase-costs.de.md', 'author: anna-lehmann', 'author: max-mustermann'));
    expect(problems).toContain('blog/homebuyingBasics/purchase-costs.de.md: author "max-mustermann" has no file in authors/');
  });

  it('reports an unknown ref: link naming file and link', () => {
    const problems = problemsAfter((root) => edit(root, 'faqs/about/how-is-the-broker-paid.de.md', 'ref:article/purchase-costs', 'ref:term/grundbuch'));
    expect(problems).toEqual(['faqs/about/how-is-the-broker-paid.de.md: link "ref:term/grundbuch" points to no term with id "grundbuch" in de']);
    const pages = problemsAfter((root) => edit(root, 'blog/homebuyingBasics/purchase-costs.en.md', 'ref:page/mortgage-rates', 'ref:page/mortgage-rates-region'));
    expect(pages).toEqual([expect.stringContaining('purchase-costs.en.md: link "ref:page/mortgage-rates-region" names no route')]);
  });

  it('refuses a link from a published item to a draft', () => {
    const problems = problemsAfter((root) => edit(root, 'faqs/about/how-is-the-broker-paid.en.md', 'ref:article/purchase-costs', 'ref:article/rates-outlook'));
    expect(problems).toEqual([expect.stringContaining('how-is-the-broker-paid.en.md: link "ref:article/rates-outlook" points to a draft')]);
  });

  it('reports ids missing in the other locale and categories that differ', () => {
    const missing = problemsAfter((root) => fs.rmSync(path.join(root, 'glossary/land-charge.de.md')));
    expect(missing).toContain('glossary/land-charge.en.md: has no de counterpart (expected glossary/land-charge.de.md)');
    const moved = problemsAfter((root) => {
      fs.mkdirSync(path.join(root, 'blog/propertySearch'));
      fs.renameSync(path.join(root, 'blog/homebuyingBasics/purchase-costs.en.md'), path.join(root, 'blog/propertySearch/purchase-costs.en.md'));
    });
    expect(moved).toEqual([expect.stringMatching(/purchase-costs\.de\.md: category homebuyingBasics differs from blog\/propertySearch\/purchase-costs\.en\.md/)]);
  });

  it('reports a duplicate slug within a locale and kind', () => {
    const problems = problemsAfter((root) => edit(root, 'blog/marketNews/rates-outlook.de.md', 'slug: rates-outlook-draft-de', 'slug: kaufnebenkosten'));
    expect(problems).toEqual([expect.stringMatching(/rates-outlook\.de\.md: slug "kaufnebenkosten" is also used by blog\/homebuyingBasics\/purchase-costs\.de\.md/)]);
  });

  it('reports a front matter id that differs from the file name, bad dates, descriptions and categories', () => {
    expect(problemsAfter((root) => edit(root, 'glossary/land-charge.en.md', 'id: land-charge', 'id: land-charges'))).toContain(
      'glossary/land-charge.en.md: id "land-charges" must equal the file name\'s id "land-charge"',
    );
    expect(problemsAfter((root) => edit(root, 'glossary/land-charge.en.md', 'updatedAt: 2026-11-20', 'updatedAt: 2026-12-01'))).toEqual([
      'glossary/land-charge.en.md: updatedAt must not be after 2026-11-23',
    ]);
    expect(problemsAfter((root) => edit(root, 'glossary/land-charge.en.md', /^description: .*$/m, 'description: Too short.'))).toEqual([
      'glossary/land-charge.en.md: description must have at least 110 characters',
    ]);
    expect(
      problemsAfter((root) => {
        fs.mkdirSync(path.join(root, 'faqs/pricing'));
        fs.renameSync(path.join(root, 'faqs/about/how-is-the-broker-paid.en.md'), path.join(root, 'faqs/pricing/how-is-the-broker-paid.en.md'));
      }),
    ).toContain('faqs/pricing/how-is-the-broker-paid.en.md: must lie in faqs/<categoryId>/ with one of: about, applyForMortgage, exploringOptions, gettingStarted, handyDefinitions, mortgageFundamentals, mortgageRates, whatSpecial');
  });

  it('checks dates against today only when asked (the build): a server whose clock is behind the content still serves it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    temps.push(root);
    fs.cpSync(FIXTURES, root, { recursive: true });
    edit(root, 'glossary/land-charge.en.md', 'updatedAt: 2026-11-20', 'updatedAt: 2026-12-01');
    expect(() => loadContent(root, { today: TODAY, wordLimits: SMALL })).toThrow(/updatedAt must not be after 2026-11-23/);
    expect(loadContent(root, { wordLimits: SMALL }).items.term.en.find((t) => t.id === 'land-charge')?.updatedAt).toBe('2026-12-01');
  });

  it('reports a missing illustration and unsafe SVGs', () => {
    expect(problemsAfter((root) => fs.rmSync(path.join(root, 'illustrations/purchase-costs.svg')))).toContain(
      'blog/homebuyingBasics/purchase-costs.en.md: illustration "purchase-costs.svg" is not a valid file in illustrations/',
    );
    expect(svgProblems('<svg viewBox="0 0 1 1"><script>alert(1)</script></svg>')).toContain('must not contain <script>');
    expect(svgProblems('<svg viewBox="0 0 1 1"><image href="https://x.test/a.png"/></svg>').length).toBeGreaterThan(0);
    expect(svgProblems('<svg viewBox="0 0 1 1" onload="x()"></svg>')).toContain('must not contain event handler attributes');
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect fill="#1d6b57"/></svg>')).toEqual([]);
  });

  it('refuses a level-1 heading and a hand-written site URL in a body', () => {
    const problems = problemsAfter((root) => edit(root, 'glossary/land-charge.en.md', 'secures the loan', '\n\n# Title\n\nSee [rates](/en/mortgage-rates-germany). A land charge'));
    expect(problems).toEqual([
      'glossary/land-charge.en.md: uses a level-1 heading (#); body headings start at ##',
      'glossary/land-charge.en.md: link "/en/mortgage-rates-germany" must be a ref: link, an https:// link or an #anchor',
    ]);
  });

  it('a title with an unquoted colon is refused with the YAML library’s own words and line (quote it in the file)', () => {
    const problems = problemsAfter((root) => edit(root, 'blog/homebuyingBasics/purchase-costs.de.md', 'title: "Kaufnebenkosten: womit du rechnen musst"', 'title: Kaufnebenkosten 2026: womit du rechnen musst'));
    // The file and its line first; the rest follows from the article missing (its counterpart, links to it).
    expect(problems[0]).toBe('blog/homebuyingBasics/purchase-costs.de.md: front matter is not valid YAML: Nested mappings are not allowed in compact mappings at line 3, column 8:');
  });

  it('reports every problem at once', () => {
    const problems = problemsAfter((root) => {
      edit(root, 'glossary/land-charge.de.md', 'tags: [land-charge]', 'tags: [nope]');
      edit(root, 'faqs/about/how-is-the-broker-paid.de.md', 'ref:article/purchase-costs', 'ref:article/nope');
    });
    expect(problems).toHaveLength(2);
  });
});

describe('which content URLs exist (the proxy asks before a page renders)', () => {
  const store = load();
  const status = (path: string) => {
    const match = matchPath(path);
    if (!match) throw new Error(`no route for ${path}`);
    return contentStatus(match, store);
  };

  it('published items exist under their localized URLs, drafts are drafts, everything else is missing', () => {
    expect(status('/en/mortgage-tips/homebuying-basics/purchase-costs-germany.ahb')).toBe('published');
    expect(status('/de/ratgeber/hauskauf-grundlagen/kaufnebenkosten.ahb')).toBe('published');
    expect(status('/de/ratgeber/marktnews/rates-outlook-draft-de.amn')).toBe('draft');
    // Wrong category code, wrong category, other locale's slug, no suffix.
    expect(status('/en/mortgage-tips/homebuying-basics/purchase-costs-germany.amn')).toBe('missing');
    expect(status('/en/mortgage-tips/market-news/purchase-costs-germany.ahb')).toBe('missing');
    expect(status('/en/mortgage-tips/homebuying-basics/kaufnebenkosten.ahb')).toBe('missing');
    expect(status('/en/mortgage-tips/homebuying-basics/purchase-costs-germany')).toBe('missing');
    expect(status('/en/mortgage-faqs/about-hauslotse/how-is-hauslotse-paid.fah')).toBe('published');
    expect(status('/en/mortgage-faqs/getting-started/how-is-hauslotse-paid.fah')).toBe('missing');
    expect(status('/de/baufinanzierung-faq/glossar/grundschuld')).toBe('published');
    expect(status('/en/mortgage-faqs/handy-definitions/land-charge')).toBe('published');
    expect(status('/en/mortgage-faqs/about-hauslotse/land-charge')).toBe('missing');
    expect(status('/de/ratgeber/autor/anna-lehmann')).toBe('published');
    expect(status('/en/mortgage-tips/author/max-mustermann')).toBe('missing');
    expect(status('/en/mortgage-rates-germany')).toBe('published');
  });
});

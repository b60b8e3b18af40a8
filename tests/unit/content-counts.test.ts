/**
 * The real content (issue 12, "Real content"): counts, word counts and both locales holding the same items.
 * This test reads `content/` itself, so it passes only once the writers' files are merged.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent, type ContentKind } from '@/features/content/loader';
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';
import { LOCALES } from '@/i18n/routes';

const store = loadContent(path.join(import.meta.dirname, '../../content'));
const published = <K extends ContentKind>(kind: K, locale: (typeof LOCALES)[number]) => store.items[kind][locale].filter((i) => !i.draft);

describe('real content', () => {
  for (const locale of LOCALES) {
    it(`${locale}: at least 2 articles of 700+ words in each of the 8 blog categories`, () => {
      for (const category of BLOG_CATEGORIES) {
        const articles = published('article', locale).filter((a) => a.categoryId === category.id);
        expect(articles.length, `${locale} ${category.id}`).toBeGreaterThanOrEqual(2);
        for (const a of articles) expect(a.words, a.file).toBeGreaterThanOrEqual(700);
      }
    });

    it(`${locale}: at least 48 FAQs, at least 4 in each of the 8 categories`, () => {
      const faqs = published('faq', locale);
      expect(faqs.length).toBeGreaterThanOrEqual(48);
      for (const category of FAQ_CATEGORIES) {
        expect(faqs.filter((f) => f.categoryId === category.id).length, `${locale} ${category.id}`).toBeGreaterThanOrEqual(4);
      }
    });

    it(`${locale}: at least 60 glossary terms and 3 demo authors`, () => {
      expect(published('term', locale).length).toBeGreaterThanOrEqual(60);
      const authors = published('author', locale);
      expect(authors.length).toBeGreaterThanOrEqual(3);
      for (const a of authors) expect(a.demo).toBe(true);
    });
  }

  it('both locales hold the same ids of every kind', () => {
    for (const kind of ['article', 'faq', 'term', 'author'] as const) {
      const ids = (l: (typeof LOCALES)[number]) => store.items[kind][l].map((i) => i.id).sort();
      expect(ids('en'), kind).toEqual(ids('de'));
    }
  });

  it('holds the ids the writers promised each other as link targets', () => {
    const terms = ['annuity-loan', 'mortgage-lending-value', 'commitment-fee', 'land-charge', 'nominal-rate', 'effective-rate', 'repayment-rate', 'fixation-period', 'prepayment-penalty', 'loan-to-value', 'special-repayment', 'forward-loan', 'follow-up-financing', 'transfer-tax', 'notary-fees', 'land-register', 'priority-notice', 'purchase-costs', 'equity', 'schufa', 'broker-commission', 'kfw', 'full-repayment-loan', 'residual-debt', 'pension-point', 'pension-value', 'statutory-retirement-age', 'taxable-share', 'energy-certificate', 'declaration-of-division', 'house-money', 'condominium', 'building-society-savings'];
    const articles = ['purchase-costs', 'equity-how-much', 'fixation-period-choice', 'refinancing-forward-loan', 'buying-as-expat', 'kfw-programmes-2026', 'pension-gap-explained'];
    const faqs = ['how-is-the-broker-paid', 'what-does-ltv-mean', 'how-much-equity', 'schufa-check-harm', 'self-employed-mortgage', 'special-repayment-options'];
    for (const locale of LOCALES) {
      const has = (kind: ContentKind, id: string) => published(kind, locale).some((i) => i.id === id);
      expect(terms.filter((id) => !has('term', id)), `${locale} glossary`).toEqual([]);
      expect(articles.filter((id) => !has('article', id)), `${locale} articles`).toEqual([]);
      expect(faqs.filter((id) => !has('faq', id)), `${locale} FAQs`).toEqual([]);
      expect(['anna-lehmann', 'david-okafor', 'miriam-schulz'].filter((id) => !has('author', id)), `${locale} authors`).toEqual([]);
    }
  });

  it('en: percentages as English writes them, "2%" (not the German "2 %"), in every article, FAQ, page and illustration', () => {
    const root = path.join(import.meta.dirname, '../../content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.en\.(md|mdx|svg)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    // A German decimal quoted in English text ("3,5 %") keeps its German form.
    const spaced = files.flatMap((f) => (readFileSync(path.join(root, f), 'utf8').match(/(?<!,\d*)\d[\d.]*[ \u00a0]%/g) ?? []).map((m) => `${f}: ${m}`));
    expect(spaced).toEqual([]);
  });
});

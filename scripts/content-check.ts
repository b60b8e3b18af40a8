/**
 * `npm run content:check` (also run by `npm run build` before `next build`): loads every file under
 * `content/` (or the folder given as the first argument) with the site's loader and fails with the list of
 * problems — a missing field, an unknown tag or author, a `ref:` link to nothing, ids missing in one locale,
 * duplicate slugs, word counts outside the contract. See docs/decisions/020-content-as-files.md.
 */
import path from 'node:path';
import { ContentError, loadContent } from '../src/features/content/cli';
import { LOCALES } from '../src/i18n/routes';
import { loadOpenings, OpeningsError } from '../src/features/careers/cli';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'content'));
try {
  // Dated content must not lie in the future when it is built (publishedAt, updatedAt).
  const today = new Date().toISOString().slice(0, 10);
  const store = loadContent(root, { today });
  // Job openings (content/careers, issue 29): the same contract, checked by the careers feature's loader.
  const openings = loadOpenings(root, { today });
  const count = (kind: keyof typeof store.items) =>
    LOCALES.map((l) => `${store.items[kind][l].filter((i) => !i.draft).length} ${l}`).join(' / ');
  console.log(
    `Content OK (${path.relative(process.cwd(), root) || '.'}): articles ${count('article')}, FAQs ${count('faq')}, glossary ${count('term')}, authors ${count('author')}, openings ${LOCALES.map((l) => `${openings[l].filter((o) => !o.draft).length} ${l}`).join(' / ')}, illustrations ${store.illustrations.size}.`,
  );
} catch (e) {
  if (e instanceof ContentError || e instanceof OpeningsError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

/**
 * Reading the Markdown files under a content root: where each kind lives and in which category folder; the file
 * names and the front matter blocks are read by `@/lib/front-matter-files` (the fields are checked in
 * ./front-matter.ts).
 *
 * The paths are marked `turbopackIgnore`: the content is read from the project's `content/` folder at run time
 * (the server runs in the project directory), not traced into the build output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';
import type { Locale } from '@/i18n/routes';
import { localizedFileName, readFrontMatterFile } from '@/lib/front-matter-files';
import type { ContentKind } from './model';

export interface RawFile {
  kind: ContentKind;
  /** Relative to the root, with forward slashes. */
  file: string;
  idFromName: string;
  locale: Locale;
  /** Directory category (blog/faqs), if any. */
  category?: string;
  data: unknown;
  body: string;
}

function listMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Every Markdown file under `root` whose name, place and front matter block can be read; the others go to `problems`. */
export function readFiles(root: string, problems: string[]): RawFile[] {
  const out: RawFile[] = [];
  const dirs: { kind: ContentKind; dir: string; categories?: readonly string[] }[] = [
    { kind: 'author', dir: 'authors' },
    { kind: 'article', dir: 'blog', categories: BLOG_CATEGORIES.map((c) => c.id) },
    { kind: 'faq', dir: 'faqs', categories: FAQ_CATEGORIES.map((c) => c.id) },
    { kind: 'term', dir: 'glossary' },
  ];
  for (const { kind, dir, categories } of dirs) {
    for (const full of listMarkdown(path.join(/*turbopackIgnore: true*/ root, dir)).sort()) {
      const file = path.relative(root, full).split(path.sep).join('/');
      const parts = file.split('/');
      const name = parts[parts.length - 1]!;
      const named = localizedFileName(name, file, problems);
      if (!named) continue;
      let category: string | undefined;
      if (categories) {
        if (parts.length !== 3 || !categories.includes(parts[1]!)) {
          problems.push(`${file}: must lie in ${dir}/<categoryId>/ with one of: ${categories.join(', ')}`);
          continue;
        }
        category = parts[1];
      } else if (parts.length !== 2) {
        problems.push(`${file}: must lie directly in ${dir}/`);
        continue;
      }
      const read = readFrontMatterFile(full, file, problems);
      if (!read) continue;
      out.push({ kind, file, idFromName: named.id, locale: named.locale, category, data: read.data, body: read.body });
    }
  }
  return out;
}

/**
 * Reading the Markdown files under a content root: where each kind lives, the file names, and the front matter
 * block parsed as YAML (its fields are checked in ./front-matter.ts).
 *
 * The paths are marked `turbopackIgnore`: the content is read from the project's `content/` folder at run time
 * (the server runs in the project directory), not traced into the build output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { BLOG_CATEGORIES, FAQ_CATEGORIES } from '@/config/taxonomy';
import type { Locale } from '@/i18n/routes';
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

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(de|en)\.md$/;

/** Split `---\nyaml\n---\nbody`. */
export function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  return m ? { yaml: m[1]!, body: m[2]! } : null;
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
      const m = FILE_NAME.exec(name);
      if (!m) {
        problems.push(`${file}: file name must be <id>.<de|en>.md with a lowercase id`);
        continue;
      }
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
      const split = splitFrontMatter(fs.readFileSync(full, 'utf8'));
      if (!split) {
        problems.push(`${file}: must start with a front matter block between two '---' lines`);
        continue;
      }
      let data: unknown;
      try {
        data = parseYaml(split.yaml);
      } catch (e) {
        // The library's message names the line and column (e.g. an unquoted title with ": " in it: quote it).
        problems.push(`${file}: front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
        continue;
      }
      out.push({ kind, file, idFromName: m[1]!, locale: m[2] as Locale, category, data, body: split.body });
    }
  }
  return out;
}

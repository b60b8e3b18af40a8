/**
 * Job openings as content files (issue 29): `content/careers/<id>.<de|en>.md`, front matter checked with zod, the
 * body Markdown rendered to HTML. The same contract as the editorial content (ADR 020: one file per item and
 * locale, both locales alike, `npm run content:check` before every build), kept in this feature because openings
 * have a date by which they close and an application form, which articles have not.
 *
 * Pure Node (no Next.js, no `server-only`): scripts/content-check.ts and the tests load it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Root as MdRoot } from 'mdast';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/i18n/routes';
import { localizedFileName, readFrontMatterFile } from '@/lib/front-matter-files';

/** schema.org JobPosting employmentType values the site uses. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'INTERN', 'TEMPORARY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** Where the work happens: at the Berlin office, or partly at home. */
export const REMOTE_POLICIES = ['onsite', 'hybrid'] as const;
export type RemotePolicy = (typeof REMOTE_POLICIES)[number];

/** The URL segments of the careers pages that an opening's slug may not take. */
export const RESERVED_SLUGS = ['initiativbewerbung', 'unsolicited-application'] as const;

export interface Opening {
  id: string;
  locale: Locale;
  slug: string;
  file: string;
  title: string;
  /** One or two sentences for the list, the page's description and the structured data's first line. */
  summary: string;
  /** The place as shown (the office's address comes from src/config/site.ts). */
  location: string;
  employmentType: EmploymentType[];
  remote: RemotePolicy;
  /** Working time as shown, e.g. "40 hours a week". */
  hours: string;
  /** YYYY-MM-DD. */
  datePosted: string;
  /** YYYY-MM-DD: the last day applications are taken (Europe/Berlin). */
  validThrough: string;
  /** Gross pay range in euros per period; null when the opening states none. */
  salary: { min: number; max: number; period: 'YEAR' | 'MONTH' | 'HOUR' } | null;
  draft: boolean;
  html: string;
  /** The body as plain text (structured data's description). */
  text: string;
}

export type OpeningStore = Record<Locale, Opening[]>;

export class OpeningsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Careers content check failed with ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'OpeningsError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().trim().min(1, 'must not be empty');

function dateField() {
  return z.preprocess(
    (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a valid date'),
  );
}

const frontMatter = z
  .strictObject({
    id: z.string().regex(SLUG, 'must be lowercase a-z, 0-9 and single hyphens'),
    slug: z
      .string()
      .regex(SLUG, 'must be lowercase a-z, 0-9 and single hyphens')
      .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), 'is a reserved segment of the careers pages'),
    title: text.max(100, 'must have at most 100 characters'),
    summary: text.min(60, 'must have at least 60 characters').max(200, 'must have at most 200 characters'),
    location: text,
    employmentType: z.array(z.enum(EMPLOYMENT_TYPES)).min(1, 'needs at least one type'),
    remote: z.enum(REMOTE_POLICIES),
    hours: text,
    datePosted: dateField(),
    validThrough: dateField(),
    salary: z
      .strictObject({ min: z.number().int().positive(), max: z.number().int().positive(), period: z.enum(['YEAR', 'MONTH', 'HOUR']) })
      .refine((s) => s.min <= s.max, 'min must not exceed max')
      .optional(),
    draft: z.boolean().optional().default(false),
  })
  .refine((d) => d.validThrough >= d.datePosted, { message: 'validThrough must not be before datePosted', path: ['validThrough'] });

/** The body: GFM, headings from `##`, links only to https://, mailto: or an #anchor. */
function renderBody(body: string): { html: string; text: string; sections: number; problems: string[] } {
  const problems: string[] = [];
  let sections = 0;
  const parts: string[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => (tree: MdRoot) => {
      visit(tree, (node) => {
        if (node.type === 'heading' && node.depth === 1) problems.push('uses a level-1 heading (#); body headings start at ##');
        if (node.type === 'heading' && node.depth === 2) sections += 1;
        if ((node.type === 'link' || node.type === 'definition') && !/^(https:\/\/|mailto:|#)/.test(node.url)) problems.push(`link ${JSON.stringify(node.url)} must be an https:// link, mailto: or an #anchor`);
        if (node.type === 'html') problems.push('holds raw HTML; write Markdown');
        if (node.type === 'text') parts.push(node.value);
        else if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listItem') parts.push(' ');
      });
    })
    .use(remarkRehype)
    .use(rehypeStringify);
  const html = String(processor.processSync(body));
  return { html, text: parts.join('').replace(/\s+/g, ' ').trim(), sections, problems };
}

export interface LoadOpeningsOptions {
  /** datePosted after this day (YYYY-MM-DD) is refused (the build's check passes today; the running site does not). */
  today?: string;
}

/** Reads, checks and renders `<root>/careers/*.md`. Throws OpeningsError listing every problem. */
export function loadOpenings(root: string, options: LoadOpeningsOptions = {}): OpeningStore {
  const dir = path.join(/*turbopackIgnore: true*/ root, 'careers');
  const problems: string[] = [];
  const store: OpeningStore = { de: [], en: [] };
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.md')).sort() : [];
  for (const name of names) {
    const file = `careers/${name}`;
    const named = localizedFileName(name, file, problems);
    if (!named) continue;
    const read = readFrontMatterFile(path.join(/*turbopackIgnore: true*/ dir, name), file, problems);
    if (!read) continue;
    const parsed = frontMatter.safeParse(read.data ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const missing = issue.code === 'invalid_type' && issue.input === undefined;
        problems.push(`${file}: ${issue.path.length ? issue.path.join('.') : 'front matter'} ${missing ? 'is missing' : issue.message}`);
      }
      continue;
    }
    const d = parsed.data;
    if (d.id !== named.id) problems.push(`${file}: id "${d.id}" must equal the file name's id "${named.id}"`);
    if (options.today && d.datePosted > options.today) problems.push(`${file}: datePosted must not be after ${options.today}`);
    const body = renderBody(read.body);
    for (const problem of body.problems) problems.push(`${file}: ${problem}`);
    if (body.sections === 0 && !d.draft) problems.push(`${file}: body needs ## sections (tasks, what you bring, how to apply)`);
    const { locale } = named;
    store[locale].push({ ...d, locale, file, salary: d.salary ?? null, html: body.html, text: body.text });
  }
  // Both locales hold the same openings with the same facts; slugs are unique per locale.
  for (const locale of LOCALES) {
    const slugs = new Set<string>();
    for (const o of store[locale]) {
      if (slugs.has(o.slug)) problems.push(`${o.file}: slug "${o.slug}" is used twice in ${locale}`);
      slugs.add(o.slug);
      for (const other of LOCALES.filter((l) => l !== locale)) {
        const twin = store[other].find((t) => t.id === o.id);
        if (!twin) {
          problems.push(`${o.file}: has no ${other} counterpart (expected careers/${o.id}.${other}.md)`);
          continue;
        }
        if (locale > other) continue;
        const facts = (x: Opening) => JSON.stringify([x.employmentType, x.remote, x.datePosted, x.validThrough, x.salary, x.draft]);
        if (facts(o) !== facts(twin)) problems.push(`${o.file}: employmentType, remote, datePosted, validThrough, salary and draft must equal ${twin.file}'s`);
      }
    }
  }
  if (problems.length) throw new OpeningsError(problems);
  for (const locale of LOCALES) store[locale].sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.id.localeCompare(b.id));
  return store;
}

/** Open on `today` (YYYY-MM-DD, Europe/Berlin): published, posted, and not past its last day. */
export function isOpen(opening: Pick<Opening, 'draft' | 'datePosted' | 'validThrough'>, today: string): boolean {
  return !opening.draft && opening.datePosted <= today && today <= opening.validThrough;
}

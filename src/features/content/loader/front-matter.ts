/** The front matter each kind must have (writers' brief), checked with zod schemas. */
import { z } from 'zod';
import { CONTENT_TAGS, STATIC_ROUTE_NAMES } from './model';
import type { RawFile } from './files';
import { asRouteName } from '@/i18n/routes';

/** A file whose front matter passed its schema. */
export interface Parsed {
  raw: RawFile;
  data: Record<string, unknown> & { id: string; slug: string; draft: boolean };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string().regex(SLUG, 'must be lowercase a-z, 0-9 and single hyphens');

/** YAML may hand a date over as a Date (YAML 1.1 timestamps) or as a string; both become `YYYY-MM-DD`. */
function dateField(today: string | null) {
  return z.preprocess(
    (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'is not a valid date')
      .refine((s) => today === null || s <= today, `must not be after ${today}`),
  );
}

const description = z.string().trim().min(110, 'must have at least 110 characters').max(160, 'must have at most 160 characters');
const tags = z.array(z.enum(CONTENT_TAGS, { error: (i) => `unknown tag ${JSON.stringify(i.input)} (allowed: see the writers' tag list)` })).min(1, 'needs at least one tag');
const draft = z.boolean().optional().default(false);
const text = z.string().trim().min(1, 'must not be empty');

function schemas(today: string | null) {
  const date = dateField(today);
  return {
    article: z.strictObject({
      id: slug,
      slug,
      title: text,
      subheadline: text,
      description,
      author: slug,
      publishedAt: date,
      updatedAt: date,
      tags,
      cta: z.string().refine((name) => STATIC_ROUTE_NAMES.has(asRouteName(name)), 'must be a route name without dynamic segments from src/i18n/routes.ts'),
      illustration: z.string().regex(/^[a-z0-9-]+(?:\.(?:de|en))?\.svg$/, 'must be a file name like purchase-costs.svg'),
      illustrationAlt: text,
      sources: z.array(z.strictObject({ title: text, url: z.string().regex(/^https:\/\/\S+$/, 'must be an https:// URL') })).min(1, 'needs at least one source'),
      draft,
    }),
    faq: z.strictObject({
      id: slug,
      slug,
      question: text,
      order: z.number().int().min(1),
      tags,
      description,
      updatedAt: date,
      draft,
    }),
    term: z.strictObject({
      id: slug,
      slug,
      word: text,
      preview: text.max(160, 'must have at most 160 characters'),
      tags,
      description,
      updatedAt: date,
      draft,
    }),
    author: z.strictObject({
      id: slug,
      slug,
      name: text,
      role: text,
      demo: z.literal(true, { error: 'must be true (the authors are demo profiles)' }),
      expertise: z.array(text).min(1),
      draft,
    }),
  };
}

/**
 * The files whose front matter fits their kind's schema and whose id is the file name's; the others' issues go
 * to `problems`. `today` (YYYY-MM-DD) refuses later dates; null accepts any.
 */
export function parseFrontMatter(raw: RawFile[], today: string | null, problems: string[]): Parsed[] {
  const schema = schemas(today);
  const parsed: Parsed[] = [];
  for (const file of raw) {
    const result = schema[file.kind].safeParse(file.data ?? {});
    if (!result.success) {
      for (const issue of result.error.issues) {
        const where = issue.path.length ? issue.path.join('.') : 'front matter';
        const missing = issue.code === 'invalid_type' && issue.input === undefined;
        problems.push(`${file.file}: ${where} ${missing ? 'is missing' : issue.message}`);
      }
      continue;
    }
    const data = result.data as Parsed['data'];
    if (data.id !== file.idFromName) {
      problems.push(`${file.file}: id "${data.id}" must equal the file name's id "${file.idFromName}"`);
      continue;
    }
    parsed.push({ raw: file, data });
  }
  return parsed;
}

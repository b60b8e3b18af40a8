/**
 * The openings, loaded once per process from `content/careers/` (not server-only: the proxy asks whether an
 * opening exists before a page renders).
 */
import path from 'node:path';
import type { Locale } from '@/i18n/routes';
import { isOpen, loadOpenings, type Opening, type OpeningStore } from './openings';

let cached: OpeningStore | null = null;

export function openingStore(): OpeningStore {
  cached ??= loadOpenings(path.join(process.cwd(), 'content'));
  return cached;
}

/** The openings taking applications on `today` (YYYY-MM-DD, Europe/Berlin), newest first. */
export function listOpenOpenings(locale: Locale, today: string, store: OpeningStore = openingStore()): Opening[] {
  return store[locale].filter((o) => isOpen(o, today));
}

/** A published opening by its slug in `locale` (closed ones too: their page says they are closed). */
export function getOpening(locale: Locale, slug: string, store: OpeningStore = openingStore()): Opening | null {
  return store[locale].find((o) => o.slug === slug && !o.draft) ?? null;
}

export function openingById(locale: Locale, id: string, store: OpeningStore = openingStore()): Opening | null {
  return store[locale].find((o) => o.id === id && !o.draft) ?? null;
}

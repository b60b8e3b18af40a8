/**
 * The site's content, loaded once per process from `content/` (ADR 020). Not server-only, because the proxy
 * (which runs on Node) asks it whether an article, FAQ, term or author exists before a page renders; pages,
 * search and GraphQL use the API in `./index.ts`.
 */
import path from 'node:path';
import { loadContent, type ContentStore } from './loader';

/** The site's content root (the working directory is the project root in `next build`, `next start`, tests). */
export const CONTENT_ROOT = path.join(process.cwd(), 'content');

let cached: ContentStore | null = null;

/** The loaded content (read, validated and rendered on the first call). */
export function contentStore(): ContentStore {
  cached ??= loadContent(CONTENT_ROOT);
  return cached;
}

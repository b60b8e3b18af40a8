/**
 * Markdown files with a YAML front matter block, one per item and locale: `<id>.<de|en>.md` (the contract of the
 * editorial content, ADR 020, and of the careers' openings). The file name's id and locale, and the block split
 * from the body and parsed as YAML; what cannot be read becomes a problem naming the file (its fields are checked
 * by the caller's schema).
 *
 * Pure Node (no Next.js, no `server-only`): the content check script and the tests load it too. The callers build
 * the paths with `turbopackIgnore`: the files are read from the project's `content/` folder at run time (the server
 * runs in the project directory), not traced into the build output.
 */
import fs from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { Locale } from '@/i18n/routes';

/** `<id>.<de|en>.md` with a lowercase id (a-z, 0-9 and single hyphens). */
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(de|en)\.md$/;

/** Split `---\nyaml\n---\nbody` (a byte-order mark and \r\n allowed). */
export function splitFrontMatter(source: string): { yaml: string; body: string } | null {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source);
  return m ? { yaml: m[1]!, body: m[2]! } : null;
}

/** The id and locale of a file's name, or null with a problem (`file`: the path the problem names). */
export function localizedFileName(name: string, file: string, problems: string[]): { id: string; locale: Locale } | null {
  const m = FILE_NAME.exec(name);
  if (!m) {
    problems.push(`${file}: file name must be <id>.<de|en>.md with a lowercase id`);
    return null;
  }
  return { id: m[1]!, locale: m[2] as Locale };
}

/** The front matter (parsed YAML, unchecked) and the body of the file at `full`, or null with a problem. */
export function readFrontMatterFile(full: string, file: string, problems: string[]): { data: unknown; body: string } | null {
  const split = splitFrontMatter(fs.readFileSync(full, 'utf8'));
  if (!split) {
    problems.push(`${file}: must start with a front matter block between two '---' lines`);
    return null;
  }
  try {
    return { data: parseYaml(split.yaml), body: split.body };
  } catch (e) {
    // The library's message names the line and column (e.g. an unquoted title with ": " in it: quote it).
    problems.push(`${file}: front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
    return null;
  }
}

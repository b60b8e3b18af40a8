/** The illustrations under `<root>/illustrations/`: SVGs that the site inlines into its pages. */
import fs from 'node:fs';
import path from 'node:path';

/** Problems of an SVG that the site inlines into its pages; empty when it is safe and self-contained. */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^\s*(?:<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(svg)) problems.push('must start with <svg');
  if (!/<svg[^>]*\sviewBox=/.test(svg)) problems.push('needs a viewBox');
  if (/<script/i.test(svg)) problems.push('must not contain <script>');
  if (/<(image|foreignObject|iframe|use)\b/i.test(svg)) problems.push('must not contain <image>, <use>, <foreignObject> or <iframe>');
  if (/\son[a-z]+\s*=/i.test(svg)) problems.push('must not contain event handler attributes');
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(svg)) problems.push('must not reference other files or URLs');
  if (/url\(\s*["']?(?!#)/i.test(svg)) problems.push('must not reference external resources in url()');
  if (/@import/i.test(svg)) problems.push('must not import stylesheets');
  return problems;
}

/**
 * The safe SVGs by file name; the problems of the others go to `problems`. The paths are marked
 * `turbopackIgnore` for the reason given in ./files.ts.
 */
export function readIllustrations(root: string, problems: string[]): Map<string, string> {
  const illustrations = new Map<string, string>();
  const illustrationDir = path.join(/*turbopackIgnore: true*/ root, 'illustrations');
  if (fs.existsSync(illustrationDir)) {
    for (const name of fs.readdirSync(illustrationDir).filter((n) => n.endsWith('.svg')).sort()) {
      const svg = fs.readFileSync(path.join(/*turbopackIgnore: true*/ illustrationDir, name), 'utf8');
      const bad = svgProblems(svg);
      for (const p of bad) problems.push(`illustrations/${name}: ${p}`);
      if (!bad.length) illustrations.set(name, svg);
    }
  }
  return illustrations;
}

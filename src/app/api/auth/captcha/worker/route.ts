import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The CAPTCHA widget's SHA-256 worker, served from our own origin (ADR 016): the page CSP allows workers from
 * 'self' only, and no third-party request is made. The file is the one the installed `altcha` package ships.
 */
let source: Promise<string> | null = null;

export async function GET() {
  source ??= readFile(path.join(process.cwd(), 'node_modules', 'altcha', 'dist', 'workers', 'sha.js'), 'utf8');
  return new Response(await source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}

/**
 * One way to read a body (issue 46, ADR 025 amendment; ADR 033): route handlers and features read a request body
 * only through the bounded readers of src/lib — `readFormBody` (forms), `readJsonBody` / `readBodyBytes` (JSON and
 * raw bytes) and `readMultipart` (forms with a file, streamed). A `request.formData()`, `.text()`, `.json()`,
 * `.arrayBuffer()`, `.blob()` or `.bytes()` reads the whole body whatever its size (a chunked body has no
 * Content-Length to check first), and so does any `.formData()` or a stream read by hand (`.getReader()`).
 * Parsed with the TypeScript compiler: comments and strings that name these calls do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const SRC = path.join(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A name that holds a request (`request`, `req`, `nextRequest`, …). */
const REQUEST_NAME = /^(request|req)$|Request$/;
/** The Fetch API's readers of a whole body. */
const WHOLE_BODY = new Set(['formData', 'text', 'json', 'arrayBuffer', 'blob', 'bytes']);

/** Every unbounded read of a body in one source, as `file:line: code`. */
function unboundedReads(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const hit = (node: ts.Node) => found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf).slice(0, 120)}`);
  const isRequest = (node: ts.Expression) => {
    const inner = ts.isAwaitExpression(node) || ts.isParenthesizedExpression(node) ? node.expression : node;
    return ts.isIdentifier(inner) && REQUEST_NAME.test(inner.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      // Any .formData() (on a request, or on a Response around a body) and any hand-made stream reader.
      if (method === 'formData' || method === 'getReader') hit(node);
      else if (WHOLE_BODY.has(method) && isRequest(receiver)) hit(node);
    }
    // A request's body handed to a Response or Request, to be read whole there.
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && (node.expression.text === 'Response' || node.expression.text === 'Request')) {
      const [body] = node.arguments ?? [];
      if (body && ts.isPropertyAccessExpression(body) && body.name.text === 'body' && isRequest(body.expression)) hit(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const SOURCES = ['app', 'features'].flatMap((dir) => files(path.join(SRC, dir))).map((full) => ({ file: path.relative(SRC, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') }));

describe('request bodies are read by the bounded readers only', () => {
  test('the scan sees the routes and the features (a broken pattern would pass everything)', () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    expect(SOURCES.map((s) => s.file)).toEqual(expect.arrayContaining(['app/[locale]/profile/route.ts', 'app/api/staff/advisors/route.ts', 'app/api/staff/rates/route.ts', 'features/auth/http.ts']));
    // The readers this rule sends everybody to are in use.
    const all = SOURCES.map((s) => s.text).join('\n');
    for (const reader of ['readFormBody(', 'readPostedForm(', 'readJsonBody(', 'readBodyBytes(', 'readMultipart(']) expect(all, reader).toContain(reader);
  });

  test('no route handler or feature reads a body whole (request.formData(), .text(), .json(), .arrayBuffer(), a stream by hand)', () => {
    expect(SOURCES.flatMap((s) => unboundedReads(s.file, s.text))).toEqual([]);
  });

  test.each([
    ['request.formData()', 'export async function POST(request: Request) { const form = await request.formData(); return form; }'],
    ['request.text()', 'export async function POST(request: Request) { return new Response(await request.text()); }'],
    ['req.json()', 'export async function POST(req: Request) { return Response.json(await req.json()); }'],
    ['request.arrayBuffer()', 'export async function POST(request: Request) { return (await request.arrayBuffer()).byteLength; }'],
    ['a Response around the body', 'export async function POST(request: Request) { return new Response(request.body).formData(); }'],
    ['a Response around the body read as text', 'export async function POST(request: Request) { return new Response(request.body, { headers: {} }).text(); }'],
    ['a stream read by hand', 'export async function POST(request: Request) { const r = request.body!.getReader(); return r.read(); }'],
    ['a request under another name', 'async function f(nextRequest: Request) { return nextRequest.blob(); }'],
  ])('a deliberately wrong read is found, with its file: %s', (_label, source) => {
    const found = unboundedReads('app/api/wrong/route.ts', source);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]).toMatch(/^app\/api\/wrong\/route\.ts:1: /);
  });

  test('comments, strings and other objects are not reads of a request body', () => {
    const source = [
      '// never request.formData(): the size limit stops reading',
      "const note = 'request.json() reads it whole';",
      'export async function GET() { const res = await fetch("https://example.org"); return res.json(); }',
      'export async function f(response: Response) { return response.text(); }',
    ].join('\n');
    expect(unboundedReads('app/api/fine/route.ts', source)).toEqual([]);
  });
});

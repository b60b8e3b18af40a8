/**
 * The form kit's rule (issue 23, ADR 025) as a pure function over TSX sources: outside src/components/forms no
 * visible form control is written by hand. Every `<input>` other than `type="hidden"`, every `<select>` and every
 * `<textarea>` is one of the kit's controls, and nobody outside the kit styles controls with the kit's class
 * strings. Parsed with the TypeScript compiler (JSX attributes may contain arrows and nested markup).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SRC = path.join(import.meta.dirname, '../../src');
const KIT = 'components/forms/';

export interface RawControl {
  /** File relative to src/. */
  file: string;
  line: number;
  tag: string;
}

/** The hand-written controls of one TSX source (hidden inputs and the kit's own files excepted). */
export function rawControls(file: string, source: string): RawControl[] {
  if (file.startsWith(KIT)) return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RawControl[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const tag = node.tagName.getText(sf);
      if (tag === 'input' || tag === 'select' || tag === 'textarea') {
        const type = node.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(sf) === 'type');
        const hidden = tag === 'input' && type?.initializer !== undefined && ts.isStringLiteral(type.initializer) && type.initializer.text === 'hidden';
        if (!hidden) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, tag });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Files outside the kit that import the kit's look instead of its controls. */
export function usesKitLook(file: string, source: string): boolean {
  return !file.startsWith(KIT) && /\b(INPUT_CLASS|INLINE_INPUT_CLASS|BARE_INPUT_CLASS|FILE_INPUT_CLASS)\b/.test(source);
}

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Every .tsx file of src/ as [path relative to src, source]. */
export function sourceTsx(src = SRC): [string, string][] {
  return tsxFiles(src).map((full) => [path.relative(src, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8')]);
}

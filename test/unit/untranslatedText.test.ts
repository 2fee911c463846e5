import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No user-facing English in the screens: every text node of JSX, and every text given to a prop people read
 * (labels, placeholders, titles, names for screen readers), comes from the catalogues through `t(…)`.
 */
const READ_PROPS = new Set([
  'alt',
  'aria-label',
  'cancelLabel',
  'confirmLabel',
  'description',
  'emptyText',
  'error',
  'label',
  'message',
  'placeholder',
  'title',
  'tooltip',
]);

const hasWords = (text: string) => /\p{L}/u.test(text);

function untranslated(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      ts.isJsxElement(node.parent) &&
      hasWords(node.expression.text)
    )
      report(node, node.expression.text);
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (literal && ts.isStringLiteralLike(literal) && hasWords(literal.text)) report(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('screens', () => {
  it('have no untranslated text', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => `src/${name}`);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(untranslated)).toEqual([]);
  });
});

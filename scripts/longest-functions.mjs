#!/usr/bin/env node
// The longest functions of the production code (apps/*/src, packages/*/src; tests, stories and
// test support left out), measured with the TypeScript compiler's own parser: every function
// declaration, method, arrow function and function expression, counted in lines from its first line
// to its last (a nested function counts inside its parent too, and on its own).
//
//   node scripts/longest-functions.mjs            the five longest, as a report
//   node scripts/longest-functions.mjs --top 10   the ten longest
//   node scripts/longest-functions.mjs --max 200  also exits 1 when one is longer than 200 lines
//
// Issue 36 asks that none is longer than 200 lines; .ci/run prints the report.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: { top: { type: 'string', default: '5' }, max: { type: 'string' } },
});

const sourceRoots = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(repoRoot, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(repoRoot, group, entry.name, 'src')),
);
const notProduction = /(\.test|\.spec|\.stories|\.d)\.[cm]?[jt]sx?$|[\\/](test|tests|__tests__|stories|testing)[\\/]/;
const isSource = (file) => /\.[cm]?[jt]sx?$/.test(file) && !notProduction.test(file);

function* filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') yield* filesUnder(full);
    } else if (isSource(full)) yield full;
  }
}

/** What a function is called where it is written: its own name, or the name it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

const functions = [];
for (const root of sourceRoots) {
  for (const file of filesUnder(root)) {
    const text = readFileSync(file, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (isFunction(node) && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        functions.push({ file: path.relative(repoRoot, file), line: first + 1, lines: last - first + 1, name: nameOf(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

functions.sort((a, b) => b.lines - a.lines);
const top = functions.slice(0, Number(options.top));
console.log(`longest functions in production code (${functions.length} functions):`);
for (const fn of top) console.log(`  ${String(fn.lines).padStart(4)} lines  ${fn.file}:${fn.line}  ${fn.name}`);

if (options.max !== undefined) {
  const max = Number(options.max);
  const over = functions.filter((fn) => fn.lines > max);
  if (over.length > 0) {
    console.error(`${over.length} function(s) longer than ${max} lines: split them.`);
    process.exitCode = 1;
  }
}

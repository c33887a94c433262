// Prints the shape of src/: import edges between its top folders, file lengths (median, 90th
// percentile), and every function over 80 lines in src/, cli/ and server/. A function's lines are counted
// as eslint's `max-lines-per-function` counts them in eslint.config.js (blank lines and comments skipped),
// so this report and the lint rule agree. Run with `npx tsx scripts/structure-report.ts`; the
// architecture document quotes its figures.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('/testing/');
const files = walk(src);
const production = files.filter((f) => !isTest(f));
const elsewhere = ['cli', 'server'].flatMap((dir) => walk(join(root, dir))).filter((f) => !isTest(f));
const topFolder = (file: string) => relative(src, file).split('/')[0] ?? '';

// The lines of a function that hold code: those a token of it touches, so neither blank lines nor
// lines of comments only.
function codeLines(node: ts.Node, source: ts.SourceFile): number {
  const lines = new Set<number>();
  const touch = (leaf: ts.Node) => {
    const from = source.getLineAndCharacterOfPosition(leaf.getStart(source)).line;
    const to = source.getLineAndCharacterOfPosition(leaf.getEnd()).line;
    for (let line = from; line <= to; line++) lines.add(line);
  };
  const visit = (child: ts.Node) => {
    if (ts.isJSDoc(child)) return;
    const children = child.getChildren(source);
    if (children.length === 0) touch(child);
    else children.forEach(visit);
  };
  visit(node);
  return lines.size;
}

const edges = new Map<string, number>();
const longFunctions: string[] = [];
for (const file of [...production, ...elsewhere]) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const from = topFolder(file);
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const spec = node.moduleSpecifier.text;
      if (spec.startsWith('.') && !from.startsWith('..')) {
        const to = topFolder(resolve(dirname(file), spec));
        if (to !== from && !to.startsWith('..'))
          edges.set(`${from} -> ${to}`, (edges.get(`${from} -> ${to}`) ?? 0) + 1);
      }
    }
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1 > 80 ? codeLines(node, source) : 0;
      if (lines > 80) {
        const name =
          ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)
            ? (node.name?.getText() ?? '(anonymous)')
            : '(arrow)';
        longFunctions.push(`${relative(root, file)}:${start + 1} ${name} ${lines} lines of code`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const lengths = production.map((f) => readFileSync(f, 'utf8').split('\n').length).sort((a, b) => a - b);
const quantile = (q: number) => lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))] ?? 0;

console.log(
  `production files under src/: ${production.length} (tests and test support: ${files.length - production.length})`,
);
console.log(
  `file length: median ${quantile(0.5)} lines, p90 ${quantile(0.9)} lines, longest ${lengths.at(-1) ?? 0}`,
);
console.log('import edges between top folders (imports that cross, by count):');
for (const [edge, count] of [...edges].sort()) console.log(`  ${edge}: ${count}`);
console.log(`functions over 80 lines of code in src/, cli/ and server/: ${longFunctions.length}`);
for (const line of longFunctions) console.log(`  ${line}`);

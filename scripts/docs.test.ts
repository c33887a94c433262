// The repository explains itself: what its docs name exists, what its comments cite is in its docs, and
// nothing points to a document it does not contain or to an issue number that means nothing to a reader.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'server', 'cli', 'bin', 'scripts', 'bench', 'e2e', 'docs'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx|mjs|js|css|md|html|json)$/.test(name) ? [path] : [];
  });
}
const files = [...SOURCES.flatMap((d) => walk(join(root, d))), join(root, 'README.md')];
const read = (file: string) => readFileSync(file, 'utf8');
const self = fileURLToPath(import.meta.url);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (doc: string) =>
  new Set([...read(join(root, doc)).matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1] ?? '')));

describe('the repository explains itself', () => {
  it('cites no document outside the repository and no issue number', () => {
    const outside = /reporting-api\.md|gateway-notes\.md|STYLE\.md|\.\.\/shared|\bissues? #?\d/i;
    const offenders = files
      .filter((file) => file !== self)
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, i) => (outside.test(line) ? [`${relative(root, file)}:${i + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('names only files that exist, in the docs and the README', () => {
    const docs = files.filter((file) => file.endsWith('.md'));
    const missing = docs.flatMap((doc) =>
      [...read(doc).matchAll(/`((?:src|server|cli|bin|scripts|bench|e2e|docs)\/[\w./-]+)`/g)]
        .map((m) => m[1] ?? '')
        .filter((path) => !existsSync(join(root, path.replace(/\/$/, ''))))
        .map((path) => `${relative(root, doc)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites only headings that the cited document has', () => {
    const anchors = new Map<string, Set<string>>();
    const broken = files.flatMap((file) =>
      [...read(file).matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)].flatMap((m) => {
        const doc = `docs/${m[1] ?? ''}`;
        if (!existsSync(join(root, doc))) return [`${relative(root, file)}: ${doc} does not exist`];
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
        return anchors.get(doc)?.has(m[2] ?? '') ? [] : [`${relative(root, file)}: ${m[0]}`];
      }),
    );
    expect(broken).toEqual([]);
  });
});

/** The comment lines of a source file: `//` lines and the body lines of `/* ... *\/` blocks. */
const commentLines = (text: string) =>
  text.split('\n').flatMap((line, i) => {
    const m = /^\s*(?:\/\/|\/\*\*?|\*(?!\/))(.*)$/.exec(line) ?? /\s\/\/\s(.*)$/.exec(line);
    return m ? [{ text: m[1] ?? '', line: i + 1 }] : [];
  });
const CODE = /\.(ts|tsx|mjs)$/;
const sourceFiles = files.filter((file) => CODE.test(file));
const repoFiles = SOURCES.flatMap((d) => walk(join(root, d))).map((file) => relative(root, file));
// Named in comments but made at run time, not kept in the repository.
const MADE_AT_RUN_TIME = new Set(['bench-results.json', 'app-config.json']);

/**
 * Whether a file named in a comment of `from` is there: a path from the repository's root or from the
 * comment's own folder, or the tail of some file's path ("results/format-value.ts").
 */
function resolves(from: string, named: string): boolean {
  if (MADE_AT_RUN_TIME.has(named)) return true;
  if (existsSync(join(root, named)) || existsSync(join(dirname(from), named))) return true;
  return repoFiles.some((file) => file === named || file.endsWith(`/${named.replace(/^(\.\.?\/)+/, '')}`));
}

describe('comments name what exists', () => {
  it('names only files that exist', () => {
    const named = /(?<![\w@/.-])((?:\.{1,2}\/)?(?:[\w-]+\/)*[\w-]+\.(?:ts|tsx|mjs|md|css|json))(?![\w/])/g;
    const missing = sourceFiles
      .filter((file) => file !== self)
      .flatMap((file) =>
        commentLines(read(file)).flatMap(({ text, line }) =>
          [...text.matchAll(named)]
            .map((m) => m[1] ?? '')
            .filter((path) => !resolves(file, path.replace(/#.*$/, '')))
            .map((path) => `${relative(root, file)}:${line}: ${path}`),
        ),
      );
    expect(missing).toEqual([]);
  });
});

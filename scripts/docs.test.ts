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

describe('the layer drawing', () => {
  // A newcomer reads the drawing of docs/architecture.md first: a folder of the core or a feature that
  // it leaves out is a part of the house nobody told them about.
  const drawing =
    /## Layers\n\n```text\n([\s\S]*?)```/.exec(read(join(root, 'docs/architecture.md')))?.[1] ?? '';
  const named = new Set(drawing.match(/[\w-]+/g) ?? []);
  const folders = (dir: string) =>
    readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());

  it.each(['src/core', 'src/features'])('names every folder of %s', (dir) => {
    expect(folders(dir).filter((folder) => !named.has(folder))).toEqual([]);
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
const MADE_AT_RUN_TIME = new Set(['bench-results.json', 'app-config.json', '_history.json']);

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

/**
 * A measured figure in a comment: a number with a unit of time or size, or a ratio, that a re-run of the
 * bench would change. Decimals, ranges and ratios are measured ("3.8 s", "107-126 ms", "1.005x"); a whole
 * number only next to words that report a measurement ("took 540 ms"), since whole numbers with units are
 * mostly the service's limits, the code's own constants, format facts and test timeouts ("1 call every
 * 4 s", "stops 20 ms short", "the 32 KB before it").
 */
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const WITH_UNIT = new RegExp(
  String.raw`(?<![\w.])(${NUMBER})(\s?[-–]\s?${NUMBER})? ?(?:ms|s|MB|KB|GB|bytes)\b`,
  'g',
);
const RATIO = /(?<![\w.])\d+\.\d+ ?[x×](?![\w])/;
const MEASURING =
  /\b(?:took|measured|profiled?|instead of|against|about|apart|median|p\d\d|load (?:average|\d)|bench|faster|slower|spent|spends|swung|saw|seen)\b/i;
/** Allowed: an example of output in quotes ("1.5 MB"), and the pointer to the docs that hold the figure. */
const ALLOWED = /"[^"]*"|`[^`]*`|\bmeasured: docs\/\S+/g;

function measuredFigure(comment: string): boolean {
  const text = comment.replace(ALLOWED, '');
  if (RATIO.test(text)) return true;
  return [...text.matchAll(WITH_UNIT)].some(
    (m) => (m[1] ?? '').includes('.') || m[2] !== undefined || MEASURING.test(text),
  );
}

/** Production source: what ships or runs as the product, not its tests or their support. */
const production = sourceFiles.filter((file) => {
  const path = relative(root, file);
  return /^(src|cli|server)\//.test(path) && !/\.test\.tsx?$|(^|\/)testing\//.test(path);
});
const figuresOf = (file: string) =>
  commentLines(read(file)).flatMap(({ text, line }) =>
    measuredFigure(text) ? [`${relative(root, file)}:${line}: ${text.trim()}`] : [],
  );

describe('measured figures live in the docs', () => {
  it('tells a measured figure from a limit or a constant', () => {
    const measured = [
      'took 3.8 s instead of 7.6 s in Node',
      'p95 16.7 ms at load 2',
      'Date.parse 107-126 ms, this 73–75 ms',
      'the reopened run held 1.005x the fetched heap',
      'indexing them all (540 ms measured)',
      'a comparator reading objects took 20 ms',
      'at 50-80 bytes a row',
      'reading them was about 27 ms of the sort',
      'calls reached the service 81 ms apart',
      'idle callbacks were seen not to come for 15 s',
    ];
    const kept = [
      "'other': every other call (1 per 4 s)",
      'An idle step stops 20 ms short of the deadline, so it stays under 50 ms',
      'primed with the 32 KB before it, in blocks of 2 MB',
      'Multiplies every window below: 0.01 turns 4 s into 40 ms',
      'the quota of the 12-hour window (43200 s)',
      '"512 KB", "1.5 MB" ("1,5 MB")',
      'a forwarding stub of 16 bytes; a UTF-16 code unit takes at most 3 bytes in UTF-8',
      'earned a 429 (measured: docs/service.md#gateway-accuracy). At the real 4 s window',
      'measured faster than a byte-at-a-time table (docs/measurements.md#excel-export-measured)',
    ];
    expect(measured.filter((text) => !measuredFigure(text))).toEqual([]);
    expect(kept.filter(measuredFigure)).toEqual([]);
  });

  it('keeps no measured figure in a comment of production source', () => {
    const found = production.flatMap(figuresOf);
    expect(found).toEqual([]);
  });
});

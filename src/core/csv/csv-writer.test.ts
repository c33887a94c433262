import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvHeaderLine, csvRecordLines } from './index';

/** Parses with an independent parser; the BOM must be there and is removed first. */
function parse(text: string): string[][] {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const out = Papa.parse<string[]>(text.slice(1), { header: false, delimiter: ',', newline: '\r\n' });
  expect(out.errors).toEqual([]);
  // A final CRLF leaves one empty record behind in Papa's output.
  const data = out.data;
  const last = data.at(-1);
  if (last && last.length === 1 && last[0] === '') data.pop();
  return data;
}

const awkward: [string, unknown, string][] = [
  ['quotes', 'she said "hi"', 'she said "hi"'],
  ['comma', 'a,b', 'a,b'],
  ['semicolon', 'caso; el cobro', 'caso; el cobro'],
  ['inner tab', 'a\tb', 'a\tb'],
  ['CR', 'a\rb', 'a\rb'],
  ['LF', 'a\nb', 'a\nb'],
  ['CRLF', 'a\r\nb', 'a\r\nb'],
  ['leading =', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
  ['leading +', '+33 1 23', "'+33 1 23"],
  ['leading -', '-1', "'-1"],
  ['leading @', '@cmd', "'@cmd"],
  ['leading tab', '\tx', "'\tx"],
  ['leading CR', '\rx', "'\rx"],
  ['leading LF', '\nx', "'\nx"],
  ['formula with comma and quote', '=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
  ['emoji', 'ok 👍🏽 🇨🇴', 'ok 👍🏽 🇨🇴'],
  ['accents', 'Señor Müller, ça va', 'Señor Müller, ça va'],
  ['null', null, ''],
  ['undefined', undefined, ''],
  ['nested object', { a: [1, 'x,y'], b: null }, '{"a":[1,"x,y"],"b":null}'],
  ['array', ['q"', 2], '["q\\"",2]'],
  ['number minus one', -1, '-1'],
  ['0', 0, '0'],
  ['1e21', 1e21, '1e+21'],
  ['decimal', 0.875, '0.875'],
  ['true', true, 'true'],
  ['false', false, 'false'],
  ['empty text', '', ''],
  ['apostrophe already there', "'quoted", "'quoted"],
];

describe('CSV writer', () => {
  it('round-trips every awkward value through an independent parser', () => {
    const headers = ['name', 'value'];
    const text = csvDocument(
      headers,
      awkward.map(([name, value]) => [name, value]),
    );
    const parsed = parse(text);
    expect(parsed[0]).toEqual(headers);
    expect(parsed.slice(1)).toEqual(awkward.map(([name, , expected]) => [name, expected]));
  });

  it('ends every line with CRLF, including the last, and never leaves a bare LF outside quotes', () => {
    const text = csvDocument(
      ['a', 'b'],
      [
        ['x', 1],
        ['y\nz', 2],
      ],
    );
    expect(text).toBe(`${CSV_BOM}a,b\r\nx,1\r\n"y\nz",2\r\n`);
  });

  it('doubles inner quotes and quotes only the fields that need it', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvCell('\r\n')).toBe(`"'\r\n"`);
  });

  it('quotes a field holding a semicolon or a tab, so a reader that also splits on them keeps it whole', () => {
    expect(csvCell('caso; el cobro')).toBe('"caso; el cobro"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    // LibreOffice's default import splits on comma, semicolon and tab alike: outside quotes, a document
    // holds no semicolon and no tab, only the comma delimiters.
    const text = csvDocument(
      ['t', 'n'],
      awkward.map(([, value], i) => [value, i]),
    );
    expect(text.replace(/"(?:[^"]|"")*"/g, '')).not.toMatch(/[;\t]/);
  });

  it('never touches a number: a negative stays a number a spreadsheet can sum', () => {
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(Number.NaN)).toBe('');
    const [fields] = parse(csvDocument(['a', 'b', 'c', 'd'], [[-1, 0, 1e21, 0.1 + 0.2]])).slice(1);
    // Papa leaves numbers beyond 2^53 as text on purpose, so the values are read back with Number().
    expect(fields?.map(Number)).toEqual([-1, 0, 1e21, 0.1 + 0.2]);
  });

  it('writes report rows by key, in the order given, with headers neutralised like any text', () => {
    const rows = [
      { id: 'a', n: 1, extra: 'ignored' },
      { id: 'b', n: null },
      { n: -3, id: '=b' },
    ];
    const text = CSV_BOM + csvHeaderLine(['N', '-id']) + csvRecordLines(rows, ['n', 'id']);
    expect(parse(text)).toEqual([
      ['N', "'-id"],
      ['1', 'a'],
      ['', 'b'],
      ['-3', "'=b"],
    ]);
  });

  it('keeps every character of a long multilingual text intact', () => {
    const long = 'Ñandú "quoted", línea\r\nnueva 日本語 😀'.repeat(200);
    const parsed = parse(csvDocument(['t'], [[long]]));
    expect(parsed[1]?.[0]).toBe(long);
  });
});

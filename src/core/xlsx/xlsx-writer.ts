import { Zip, ZipDeflate, strToU8 } from 'fflate';
import { aboutRows, type XlsxAbout } from './about-sheet';
import { CellWriter, STYLE, type XlsxColumn } from './cells';
import type { XlsxLabels } from './labels';
import {
  contentTypes,
  coreProps,
  rootRels,
  sheetPath,
  styles,
  workbook,
  workbookRels,
  type SheetEntry,
} from './package-parts';
import { ParallelDeflateFile, type BlockDeflater, type SheetSink } from './parallel-sheet';
import { RowBytes, type CellXml } from './row-bytes';
import { columnLetters, sheetHead, sheetName, sheetTail } from './sheet-xml';
import { SharedStrings } from './shared-strings';

/** Excel's rows per sheet, the header included. */
export const EXCEL_MAX_ROWS = 1_048_576;

export interface XlsxWriterOptions {
  columns: readonly XlsxColumn[];
  labels: XlsxLabels;
  about: XlsxAbout;
  /** The time zone the dates are written in (an IANA name). */
  timeZone: string;
  /** Each piece of the file as it is made; `final` on the last. */
  onData: (chunk: Uint8Array<ArrayBuffer>, final: boolean) => void;
  /** Data rows per sheet; Excel's limit unless a test asks for fewer. */
  rowsPerSheet?: number;
  now?: Date;
  /**
   * Deflates the sheets' blocks on other threads (the export worker's pool); without it each sheet is
   * deflated on this thread as it is written. The small parts are always deflated here.
   */
  deflater?: BlockDeflater;
  /** A block that failed to deflate elsewhere. */
  onError?: (error: unknown) => void;
}

/** A chunk of rows column by column: each cell's XML after `<c r="A1"` (empty for no cell), and widths. */
export interface ColumnChunk {
  cells: readonly (readonly CellXml[])[];
  /** Characters the widest cell of each column shows; read from the first chunk only. */
  widths: readonly number[];
}

// fflate's level 3: levels 1 and 3 deflated DIALOGS rows' XML in about the same time, 3 to a smaller
// file, and level 6 took much longer for a little less (docs/measurements.md#excel-export-measured).
// The deflater is most of an export's time.
const LEVEL = 3;

/**
 * A workbook written as it goes: the rows' XML is deflated into the zip chunk by chunk, so memory holds
 * one chunk of rows, never the workbook. Texts met row by row are inline; only values known at the start
 * go to the shared-string table. Sheets split at Excel's row limit; an About sheet closes the file.
 *
 * Written here rather than taken from a library: ExcelJS's streaming WorkbookWriter (the maintained one
 * that streams; it runs on Node streams) was measured several times slower on the same DIALOGS rows, for
 * a larger file (docs/measurements.md#excel-export-measured; bench/xlsx.bench.ts prints both on every run).
 */
export class XlsxWriter {
  readonly cells: CellWriter;
  /** Writes texts into the shared-string table: for values known before the rows (distinct values). */
  readonly sharedCells: CellWriter;
  readonly strings = new SharedStrings();
  rows = 0;
  private readonly zip: Zip;
  private readonly letters: string[];
  private readonly perSheet: number;
  private readonly bytes: RowBytes;
  private sheet: SheetSink | null = null;
  private sheetRows = 0;
  private widths: number[] | null = null;
  private readonly sheets: SheetEntry[] = [];
  private headerXml: string;

  constructor(private readonly o: XlsxWriterOptions) {
    this.cells = new CellWriter(o.labels.cutMarker);
    this.sharedCells = new CellWriter(o.labels.cutMarker, { cut: 0, removed: 0 }, this.strings);
    this.zip = new Zip((err, chunk, final) => {
      if (err) throw err;
      o.onData(chunk, final);
    });
    this.letters = o.columns.map((_, i) => columnLetters(i));
    this.bytes = new RowBytes(this.letters, (chunk) => this.openSheet().push(chunk));
    this.perSheet = Math.max(1, Math.min(o.rowsPerSheet ?? EXCEL_MAX_ROWS - 1, EXCEL_MAX_ROWS - 1));
    const header = o.columns.map((c, i) => {
      const xml = this.cells.text(c.header, ` s="${STYLE.header}"`);
      return xml === '' ? '' : `<c r="${this.letters[i]}1"${xml}`;
    });
    this.headerXml = `<row r="1">${header.join('')}</row>`;
  }

  /**
   * Appends `count` rows; the first rows written size the columns. Every cell has its reference: ECMA-376
   * makes `r` optional, but ExcelJS, for one, fails to read cells without it.
   */
  addRows(count: number, chunk: ColumnChunk): void {
    const columns = chunk.cells;
    if (this.widths === null)
      this.widths = this.o.columns.map((c, i) => Math.max(c.header.length, chunk.widths[i] ?? 0));
    let r = 0;
    while (r < count) {
      const take = Math.min(count - r, this.perSheet - this.sheetRows);
      this.openSheet();
      for (let i = 0; i < take; i++) this.bytes.row(this.sheetRows + i + 2, columns, r + i);
      // Each chunk leaves at once: the worker hands it on as a Blob, off its heap.
      this.bytes.drain();
      this.sheetRows += take;
      this.rows += take;
      r += take;
      if (this.sheetRows === this.perSheet) this.closeSheet();
    }
  }

  /** Resolves once at most `blocks` blocks of the open sheet are still being deflated elsewhere. */
  async settled(blocks: number): Promise<void> {
    if (this.sheet instanceof ParallelDeflateFile) await this.sheet.settled(blocks);
  }

  private openSheet(): SheetSink {
    if (this.sheet) return this.sheet;
    const path = sheetPath(this.sheets.length);
    const { deflater, onError } = this.o;
    const sheet = deflater
      ? new ParallelDeflateFile(path, deflater, onError ?? (() => {}))
      : new ZipDeflate(path, { level: LEVEL });
    this.zip.add(sheet);
    this.sheet = sheet;
    this.sheetRows = 0;
    sheet.push(
      strToU8(sheetHead(this.widths ?? this.o.columns.map((c) => c.header.length), true) + this.headerXml),
    );
    return sheet;
  }

  private closeSheet(): void {
    const sheet = this.sheet;
    if (!sheet) return;
    const last = `${this.letters.at(-1) ?? 'A'}${this.sheetRows + 1}`;
    const filter = this.letters.length === 0 ? null : `A1:${last}`;
    sheet.push(strToU8(sheetTail(filter)), true);
    this.sheets.push({ name: '', filter });
    this.sheet = null;
  }

  /**
   * Closes the last sheet, writes the About sheet and the package's parts, and ends the zip. `more`: rows
   * the About sheet adds at its end (what masking did).
   */
  end(more: readonly (readonly [string, string | number])[] = []): void {
    if (this.sheet || this.sheets.length === 0) {
      this.openSheet();
      this.closeSheet();
    }
    const { labels: l, timeZone } = this.o;
    const many = this.sheets.length > 1;
    this.sheets.forEach((s, i) => {
      const base = many ? `${l.rowsSheet} ${i + 1}` : l.rowsSheet;
      const zone = timeZone.replace(/[[\]:*?/\\]/g, '-').slice(0, 31 - base.length - 3);
      s.name = sheetName(`${base} (${zone})`);
    });
    const now = this.o.now ?? new Date();
    const { cut, removed } = this.cells.tally;
    const about = aboutRows(
      this.o.about,
      { rows: this.rows, sheets: this.sheets.length, timeZone, exportedAt: now, cut, removed },
      l,
    ).concat(more.map(([k, v]) => [k, v]));
    this.sheets.push({ name: sheetName(l.aboutSheet), filter: null });
    this.file(sheetPath(this.sheets.length - 1), this.aboutXml(about));
    this.file('xl/workbook.xml', workbook(this.sheets));
    this.file('xl/_rels/workbook.xml.rels', workbookRels(this.sheets.length));
    this.file('xl/styles.xml', styles());
    this.file('xl/sharedStrings.xml', this.strings.xml());
    this.file('_rels/.rels', rootRels());
    this.file(
      'docProps/core.xml',
      coreProps({
        title: this.o.about.report,
        description: `${l.timeZone}: ${timeZone}`,
        keywords: timeZone,
        created: now,
      }),
    );
    this.file('[Content_Types].xml', contentTypes(this.sheets.length));
    this.zip.end();
  }

  private aboutXml(rows: [string, string | number][]): string {
    const cell = (ref: string, v: string | number, style = '') => {
      const xml = typeof v === 'number' ? `><v>${v}</v></c>` : this.cells.text(v, style);
      return xml === '' ? '' : `<c r="${ref}"${xml}`;
    };
    const body = rows
      .map(
        ([k, v], i) =>
          `<row r="${i + 1}">${cell(`A${i + 1}`, k, ` s="${STYLE.header}"`)}${cell(`B${i + 1}`, v)}</row>`,
      )
      .join('');
    const width = Math.max(...rows.map(([k]) => k.length));
    return sheetHead([width, 60], false) + body + sheetTail(null);
  }

  private file(path: string, text: string): void {
    const f = new ZipDeflate(path, { level: LEVEL });
    this.zip.add(f);
    f.push(strToU8(text), true);
  }
}

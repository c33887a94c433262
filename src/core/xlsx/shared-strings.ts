import { escapeXml } from './xml-text';

/**
 * The workbook's shared-string table, for the texts known when the export starts (the distinct values of
 * the table's coded columns, a bounded set): a cell then holds an index instead of its text, which made
 * the XML to deflate several times smaller. Texts met row by row stay inline, so the table never grows
 * with the rows.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly list: string[] = [];

  add(text: string): number {
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.list.length;
      this.index.set(text, i);
      this.list.push(text);
    }
    return i;
  }

  xml(): string {
    const items = this.list.map((s) => {
      const space = /^\s|\s$/.test(s) ? ' xml:space="preserve"' : '';
      return `<si><t${space}>${escapeXml(s)}</t></si>`;
    });
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" uniqueCount="${this.list.length}">` +
      items.join('') +
      '</sst>'
    );
  }
}

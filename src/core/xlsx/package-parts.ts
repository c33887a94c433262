import { escapeAttr, escapeXml } from './xml-text';

// The fixed parts of a SpreadsheetML package (ECMA-376): content types, relationships, workbook, styles
// and document properties. Written at the end, when the sheets are known; a zip's entries may come in
// any order.
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export interface SheetEntry {
  name: string;
  /** The autofilter's range ("A1:AJ250001"), or null for a sheet without one. */
  filter: string | null;
}

export const sheetPath = (i: number) => `xl/worksheets/sheet${i + 1}.xml`;

export function contentTypes(sheets: number): string {
  const overrides = Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/${sheetPath(i)}" ContentType="${CT}.worksheet+xml"/>`,
  ).join('');
  return (
    XML_HEAD +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
    `<Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/>` +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    overrides +
    '</Types>'
  );
}

export const rootRels = () =>
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
  '</Relationships>';

export function workbookRels(sheets: number): string {
  const rels = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    XML_HEAD +
    `<Relationships xmlns="${PKG_REL}">${rels}` +
    `<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${sheets + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`
  );
}

/** A sheet name in a formula: quoted, inner apostrophes doubled. */
const quotedName = (name: string) => `'${name.replace(/'/g, "''")}'`;
const absolute = (ref: string) => ref.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');

export function workbook(sheets: readonly SheetEntry[]): string {
  const list = sheets
    .map((s, i) => `<sheet name="${escapeAttr(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  // Excel keeps each sheet's autofilter range in this hidden name; without it Excel repairs nothing but
  // other readers may not show the filter buttons.
  const names = sheets
    .map((s, i) =>
      s.filter === null
        ? ''
        : `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">${escapeXml(`${quotedName(s.name)}!${absolute(s.filter)}`)}</definedName>`,
    )
    .join('');
  return (
    XML_HEAD +
    `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
    `<sheets>${list}</sheets>${names === '' ? '' : `<definedNames>${names}</definedNames>`}</workbook>`
  );
}

/** Styles: 0 default, 1 date-time with seconds, 2 percent with one decimal, 3 bold header. */
export const styles = () =>
  XML_HEAD +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="0.0%"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Document properties: the title, and the time zone of the dates in the description and keywords. */
export const coreProps = (p: { title: string; description: string; keywords: string; created: Date }) =>
  XML_HEAD +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dc:title>${escapeXml(p.title)}</dc:title><dc:description>${escapeXml(p.description)}</dc:description>` +
  `<cp:keywords>${escapeXml(p.keywords)}</cp:keywords><dc:creator>Report Explorer</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${p.created.toISOString().replace(/\.\d{3}Z$/, 'Z')}</dcterms:created>` +
  '</cp:coreProperties>';

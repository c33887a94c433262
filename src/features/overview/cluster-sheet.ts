import type { MessageClusters } from '../../core/analytics/clusters';
import { csvDocument } from '../../core/csv';
import { Masker, type MaskAs } from '../../core/personal-data';
import { valueWorkbook, type XlsxColumn, type XlsxLabels } from '../../core/xlsx';

/** What a group's texts become on screen and in its files: as written, or masked as the page's setting says. */
export const textsFor = (mask: { on: boolean; as: MaskAs }) => {
  const masker = mask.on ? new Masker(mask.as) : null;
  return (text: string) => (masker ? masker.text(text, 'text') : text);
};

/** The groups as a sheet: one row each, largest first, their texts through `text` (masked or not). */
export function clusterSheet(
  view: MessageClusters,
  headers: readonly string[],
  text: (written: string) => string,
  intentName: (intent: string | null) => string,
) {
  const columns: XlsxColumn[] = headers.map((header, i) => ({ header, kind: i === 3 ? 'percent' : 'value' }));
  const rows = view.clusters.map((c, i) => [
    i + 1,
    c.messages,
    c.conversations,
    c.share,
    text(c.representative),
    c.others.map(text).join(' | '),
    c.intents.map((g) => `${intentName(g.intent)} (${g.messages}, ${g.confidence.toFixed(3)})`).join(' | '),
  ]);
  return { headers, columns, rows };
}

export type ClusterSheet = ReturnType<typeof clusterSheet>;

export const clusterCsv = (sheet: ClusterSheet) => csvDocument([...sheet.headers], sheet.rows);

/** The groups as a workbook; its About sheet says how they were made (`method`). */
export function clusterWorkbook(
  sheet: ClusterSheet,
  about: { report: string; range: string; environment: string; method: [string, string] },
  words: { labels: XlsxLabels; timeZone: string },
) {
  return valueWorkbook(sheet.rows, {
    columns: sheet.columns,
    labels: words.labels,
    timeZone: words.timeZone,
    about: {
      report: about.report,
      range: about.range,
      parameters: [],
      environment: about.environment,
      fetchedAt: null,
      search: '',
      filters: [],
      sort: [],
    },
    aboutMore: [about.method],
  });
}

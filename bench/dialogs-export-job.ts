// 250,000 DIALOGS rows as the table holds them (parsed from JSON page by page, indexed) and the export job
// of all 36 columns, as the results table makes it (src/features/results/export/export-job.ts).
import { TableModel } from '../src/core/table';
import type { ExportJob } from '../src/features/export/export-job';
import { DIALOGS_COLUMNS } from '../src/features/results/columns/dialogs-columns';
import { exportColumn } from '../src/features/results/export/export-job';
import { generateDialogsRows } from '../src/sim/index';

const isRow = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null;

export function dialogsExportJob(total: number): { job: ExportJob; jsonBytes: number } {
  const generated = generateDialogsRows(total, 1);
  const pages: Record<string, unknown>[][] = [];
  let jsonBytes = 0;
  for (let i = 0; i < total; i += 10_000) {
    const json = JSON.stringify(generated.slice(i, i + 10_000));
    jsonBytes += Buffer.byteLength(json);
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) pages.push(parsed.filter(isRow));
  }
  generated.length = 0;
  const model = new TableModel();
  model.sync(pages);
  model.prepare(DIALOGS_COLUMNS, () => true);
  const byKey = new Map(DIALOGS_COLUMNS.map((c) => [c.key, c]));
  const job: ExportJob = {
    rows: model.rows,
    order: null,
    length: model.rows.length,
    columns: DIALOGS_COLUMNS.map(exportColumn),
    fileName: 'bench',
    codesOf: (key) => {
      const column = byKey.get(key);
      return column ? model.index(column).dictionary() : null;
    },
  };
  return { job, jsonBytes };
}

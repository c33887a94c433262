import { csvCell } from '../../core/csv';
import { csvHead, CSV_TYPE } from './csv-parts';
import { distinctJoiner } from './distinct-ahead';
import { chunkMasker } from './mask-chunk';
import { toWorkerSchema, type FromWorker, type ToWorker } from './worker-protocol';

type Columns = Extract<ToWorker, { type: 'rows' }>['columns'];

/**
 * CSV lines of one chunk: a coded column looks its field up (escaped once per distinct value); where
 * `lazily` has the column's dictionary (a masked one, filled as chunks come), escaped when first met.
 */
function chunkLines(
  count: number,
  columns: Columns,
  fieldsOf: (string[] | null)[],
  lazily: readonly (readonly unknown[] | null)[],
): string {
  const lines = new Array<string>(count);
  const fields = new Array<string>(columns.length);
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < columns.length; c++) {
      const col = columns[c];
      const texts = fieldsOf[c];
      if (col === undefined) fields[c] = '';
      else if (Array.isArray(col)) fields[c] = csvCell(col[r]);
      else {
        const code = col[r] ?? 0;
        let field = texts?.[code];
        if (field === undefined) {
          const dictionary = lazily[c];
          field = dictionary && texts ? (texts[code] = csvCell(dictionary[code])) : '';
        }
        fields[c] = field;
      }
    }
    lines[r] = fields.join(',');
  }
  return count === 0 ? '' : lines.join('\r\n') + '\r\n';
}

/**
 * What the CSV worker does with each message, apart from the worker itself, so a test drives the same
 * code in Node. One Blob per chunk: the UTF-8 encoding happens chunk by chunk, overlapping the page's
 * posting, and the text leaves the worker's heap at once instead of piling up until the end.
 */
export function createCsvSession() {
  let parts: Blob[] = [];
  let fieldsOf: (string[] | null)[] = [];
  let written = 0;
  let masking: ReturnType<typeof chunkMasker> | null = null;
  const ahead = distinctJoiner();
  return (data: unknown): FromWorker => {
    const parsed = toWorkerSchema.safeParse(data);
    if (!parsed.success)
      return { type: 'error', message: 'The CSV worker received a message it does not understand.' };
    const m = parsed.data;
    try {
      if (m.type === 'distinct') {
        ahead.add(m);
        return { type: 'progress', written: 0 };
      }
      if (m.type === 'start') {
        parts = [new Blob([csvHead(m.headers)])];
        written = 0;
        const distinct = ahead.join(m.distinct);
        masking = m.mask ? chunkMasker(m.mask, m.headers, distinct) : null;
        const lazily = masking?.dictionaries ?? [];
        fieldsOf = distinct.map((values, c) =>
          values ? (lazily[c] ? new Array<string>(values.length) : values.map(csvCell)) : null,
        );
        return { type: 'progress', written };
      }
      if (m.type === 'rows') {
        const columns = masking ? masking.chunk(m).columns : m.columns;
        parts.push(new Blob([chunkLines(m.count, columns, fieldsOf, masking?.dictionaries ?? [])]));
        written += m.count;
        return { type: 'progress', written };
      }
      const blob = new Blob(parts, { type: CSV_TYPE });
      parts = [];
      return { type: 'done', blob, ...(masking ? { masking: masking.counts } : {}) };
    } catch (e) {
      return { type: 'error', message: e instanceof Error ? e.message : String(e) };
    }
  };
}

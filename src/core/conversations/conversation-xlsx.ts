import { DIALOGS_FIELDS, VALUE_WORDS, type ValueWords } from '../contract';
import { valueWorkbook, type XlsxColumn, type XlsxLabels } from '../xlsx';
import type { Conversation } from './conversation-index';

/** How a DIALOGS field is typed in a workbook, as the results grid shows it (results/dialogs-columns.ts). */
function column(key: string, values: ValueWords): XlsxColumn {
  if (key === 'date') return { header: key, kind: 'date' };
  if (key === 'confidence' || key === 'minConfidence') return { header: key, kind: 'percent' };
  if (key === 'part') return { header: key, kind: 'label', labels: values.part };
  if (key === 'secuenceType') return { header: key, kind: 'label', labels: values.secuenceType };
  return { header: key, kind: 'value' };
}

/**
 * The rows of one conversation as a workbook, the columns of its CSV (conversation-csv.ts: the documented
 * fields, then any other the rows carry) with typed cells, rows in transcript order.
 */
export function conversationXlsx(
  conversation: Conversation,
  about: { reportName: string; labels: XlsxLabels; timeZone: string; values?: ValueWords },
): Uint8Array<ArrayBuffer>[] {
  const keys: string[] = [...DIALOGS_FIELDS];
  const known = new Set(keys);
  for (const { row } of conversation.messages) {
    for (const key of Object.keys(row)) {
      if (known.has(key)) continue;
      known.add(key);
      keys.push(key);
    }
  }
  return valueWorkbook(
    conversation.messages.map(({ row }) => keys.map((k) => row[k])),
    {
      columns: keys.map((key) => column(key, about.values ?? VALUE_WORDS.en)),
      labels: about.labels,
      timeZone: about.timeZone,
      about: {
        report: `${about.reportName} · ${conversation.id}`,
        range: '',
        parameters: [['conversationId', conversation.id]],
        environment: '',
        fetchedAt: null,
        search: '',
        filters: [],
        sort: [],
      },
    },
  );
}

import { VALUE_WORDS, type ValueWords } from '../contract';
import type { MaskCounts } from '../personal-data';
import { dialogsKeys, dialogsXlsxColumn, maskingRows, valueWorkbook, type XlsxLabels } from '../xlsx';
import type { Conversation } from './conversation-index';

/**
 * The rows of one conversation as a workbook, the columns of its CSV (conversation-csv.ts: the documented
 * fields, then any other the rows carry) with typed cells, rows in transcript order. `masking`: what
 * masking did to the conversation (mask-conversation.ts), said at the end of the About sheet.
 */
export function conversationXlsx(
  conversation: Conversation,
  about: {
    reportName: string;
    labels: XlsxLabels;
    timeZone: string;
    values?: ValueWords;
    masking?: MaskCounts;
  },
): Uint8Array<ArrayBuffer>[] {
  const keys = dialogsKeys(conversation.messages.map(({ row }) => row));
  return valueWorkbook(
    conversation.messages.map(({ row }) => keys.map((k) => row[k])),
    {
      columns: keys.map((key) => dialogsXlsxColumn(key, about.values ?? VALUE_WORDS.en)),
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
      ...(about.masking ? { aboutMore: maskingRows(about.masking, about.labels) } : {}),
    },
  );
}

import type { Row } from '../contract';
import { isLowConfidenceRow } from '../dialogs';
import { instantOf, numberOf, textOf } from './fields';

/** One DIALOGS row read as a chat message. */
export interface Message {
  /** Arrival order in the run (index of the row among every row received). */
  index: number;
  row: Row;
  /** `date` as the service sent it (ISO 8601 with its offset). */
  date: string;
  /** Epoch ms; NaN when `date` is unreadable (such messages sort last). */
  instant: number;
  part: number | null;
  partName: string;
  text: string;
  currentIntent: string;
  previousIntent: string | null;
  confidence: number | null;
  minConfidence: number | null;
  lowConfidence: boolean;
  secuenceType: number | null;
  attempt: number | null;
  url: string | null;
  fileName: string | null;
  channelName: string;
  sessionId: string;
}

export function toMessage(row: Row, index: number): Message {
  return {
    index,
    row,
    date: textOf(row, 'date') ?? '',
    instant: instantOf(row),
    part: numberOf(row, 'part'),
    partName: textOf(row, 'partName') ?? '',
    text: textOf(row, 'text') ?? '',
    currentIntent: textOf(row, 'currentIntent') ?? '',
    previousIntent: textOf(row, 'previousIntent'),
    confidence: numberOf(row, 'confidence'),
    minConfidence: numberOf(row, 'minConfidence'),
    lowConfidence: isLowConfidenceRow(row),
    secuenceType: numberOf(row, 'secuenceType'),
    attempt: numberOf(row, 'attempt'),
    url: textOf(row, 'url'),
    fileName: textOf(row, 'fileName'),
    channelName: textOf(row, 'channelName') ?? '',
    sessionId: textOf(row, 'sessionId') ?? '',
  };
}

import type { SortAs } from '../../../core/table';
import type { CellKind, ResultColumn } from './result-column';
import { labelsFor, textFor } from '../cells/worded-text';

type Spec = [key: string, header: string, kind: CellKind, width?: number];

/** The 36 documented fields, most useful first: when, who, what was said, how it was understood. */
const SPECS: Spec[] = [
  ['date', 'Date', 'date', 170],
  ['conversationId', 'Conversation', 'conversation', 300],
  ['part', 'Part', 'label', 110],
  ['partName', 'Part name', 'text', 160],
  ['text', 'Text', 'text', 340],
  ['currentIntent', 'Current intent', 'text', 170],
  ['previousIntent', 'Previous intent', 'text', 170],
  ['confidence', 'Confidence', 'percent', 110],
  ['minConfidence', 'Min. confidence', 'percent', 120],
  ['secuenceType', 'Sequence type', 'label', 180],
  ['channelName', 'Channel', 'text', 130],
  ['channelId', 'Channel id', 'number', 100],
  ['isOnChat', 'On chat', 'boolean', 90],
  ['options', 'Options', 'text', 200],
  ['header', 'Header', 'text', 160],
  ['footer', 'Footer', 'text', 160],
  ['label', 'Label', 'text', 130],
  ['type', 'Type', 'text', 110],
  ['subLevel', 'Content kind', 'text', 120],
  ['url', 'URL', 'text', 220],
  ['fileName', 'File name', 'text', 160],
  ['attempt', 'Attempt', 'number', 90],
  ['iterations', 'Iterations', 'number', 100],
  ['dialogueGroups', 'Dialog groups', 'number', 120],
  ['criteria', 'Criterion', 'text', 120],
  ['criteriaValue', 'Criterion value', 'text', 160],
  ['cognitiveEngine', 'Cognitive engine', 'text', 150],
  ['chatEngine', 'Chat engine', 'text', 130],
  ['entityConcreteId', 'Concrete entity', 'number', 130],
  ['service', 'Service', 'number', 90],
  ['division', 'Division', 'number', 90],
  ['sessionId', 'Session', 'id', 300],
  ['serverEnvironment', 'Server environment', 'text', 160],
  ['serverName', 'Server name', 'text', 130],
  ['id', 'Record id', 'id', 300],
  ['tenantId', 'Tenant', 'number', 90],
];

const DEFAULT_WIDTH: Record<CellKind, number> = {
  text: 220,
  id: 300,
  number: 110,
  percent: 110,
  label: 130,
  boolean: 90,
  date: 170,
  json: 240,
  conversation: 300,
};

const SORT_AS: Record<CellKind, SortAs> = {
  text: 'text',
  id: 'text',
  number: 'number',
  percent: 'number',
  label: 'text',
  boolean: 'boolean',
  date: 'date',
  json: 'text',
  conversation: 'text',
};

export function makeColumn(
  key: string,
  header: string,
  kind: CellKind,
  width = DEFAULT_WIDTH[kind],
): ResultColumn {
  const labels = labelsFor(key, 'en');
  return {
    key,
    header,
    kind,
    width,
    labels,
    sortAs: SORT_AS[kind],
    text: textFor(kind, key, 'en'),
    // displayText returns a string value unchanged except in a date column (local time).
    stringsAsIs: kind !== 'date',
    pickList: kind !== 'number' && kind !== 'percent' && kind !== 'date',
    range: kind === 'number' || kind === 'percent',
  };
}

export const DIALOGS_COLUMNS: readonly ResultColumn[] = SPECS.map(([key, header, kind, width]) =>
  makeColumn(key, header, kind, width),
);

export const DIALOGS_KEYS: readonly string[] = SPECS.map(([key]) => key);

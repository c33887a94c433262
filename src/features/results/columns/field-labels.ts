import type { MessageId, Translate } from '../../../lib/i18n';
import type { ValueLanguage } from '../../../core/contract';
import type { ResultColumn } from './result-column';
import { wordedColumn } from '../cells/worded-text';

/** The display labels of the DIALOGS fields; other reports' columns are named by the service's keys. */
const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  date: 'results.field.date',
  conversationId: 'results.field.conversationId',
  part: 'results.field.part',
  partName: 'results.field.partName',
  text: 'results.field.text',
  currentIntent: 'results.field.currentIntent',
  previousIntent: 'results.field.previousIntent',
  confidence: 'results.field.confidence',
  minConfidence: 'results.field.minConfidence',
  secuenceType: 'results.field.secuenceType',
  channelName: 'results.field.channelName',
  channelId: 'results.field.channelId',
  isOnChat: 'results.field.isOnChat',
  options: 'results.field.options',
  header: 'results.field.header',
  footer: 'results.field.footer',
  label: 'results.field.label',
  type: 'results.field.type',
  subLevel: 'results.field.subLevel',
  url: 'results.field.url',
  fileName: 'results.field.fileName',
  attempt: 'results.field.attempt',
  iterations: 'results.field.iterations',
  dialogueGroups: 'results.field.dialogueGroups',
  criteria: 'results.field.criteria',
  criteriaValue: 'results.field.criteriaValue',
  cognitiveEngine: 'results.field.cognitiveEngine',
  chatEngine: 'results.field.chatEngine',
  entityConcreteId: 'results.field.entityConcreteId',
  service: 'results.field.service',
  division: 'results.field.division',
  sessionId: 'results.field.sessionId',
  serverEnvironment: 'results.field.serverEnvironment',
  serverName: 'results.field.serverName',
  id: 'results.field.id',
  tenantId: 'results.field.tenantId',
};

/**
 * The columns as the page names them and words their values (labels, yes / no, percentages), in the
 * language shown. `csvHeader` keeps the name the CSV writes, so an export has the same header in every
 * language (docs/i18n.md#formats).
 */
export function labelledColumns(
  columns: readonly ResultColumn[],
  t: Translate,
  language: ValueLanguage,
): readonly ResultColumn[] {
  return columns.map((shown) => {
    const column = wordedColumn(shown, language);
    const id = FIELD_LABELS[column.key];
    return id && column.header !== column.key
      ? { ...column, header: t(id), csvHeader: column.csvHeader ?? column.header }
      : column;
  });
}

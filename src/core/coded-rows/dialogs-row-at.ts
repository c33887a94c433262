import type { DialogsRow, Row } from '../contract';

/**
 * A DIALOGS row rebuilt from coded rows (coded-rows.ts) as one object literal of its 36 documented fields,
 * in the order of DIALOGS_FIELDS (src/core/contract/dialogs-row.ts; a test holds the two to the same
 * order). A literal is built by V8 with no lookup per field, where a template's copy had its fields set by
 * name one at a time; and its allocation site learns that rows live on, so they are made where long-lived
 * objects go instead of being copied there by every young-generation collection
 * (measured: docs/architecture.md#one-pipeline-the-engines-worker).
 */
export function dialogsRowAt(values: readonly unknown[], codes: Uint16Array | Uint32Array, at: number): Row {
  return {
    secuenceType: values[codes[at + 0] ?? 0],
    part: values[codes[at + 1] ?? 0],
    currentIntent: values[codes[at + 2] ?? 0],
    previousIntent: values[codes[at + 3] ?? 0],
    confidence: values[codes[at + 4] ?? 0],
    text: values[codes[at + 5] ?? 0],
    options: values[codes[at + 6] ?? 0],
    cognitiveEngine: values[codes[at + 7] ?? 0],
    minConfidence: values[codes[at + 8] ?? 0],
    isOnChat: values[codes[at + 9] ?? 0],
    conversationId: values[codes[at + 10] ?? 0],
    partName: values[codes[at + 11] ?? 0],
    header: values[codes[at + 12] ?? 0],
    criteria: values[codes[at + 13] ?? 0],
    criteriaValue: values[codes[at + 14] ?? 0],
    url: values[codes[at + 15] ?? 0],
    fileName: values[codes[at + 16] ?? 0],
    attempt: values[codes[at + 17] ?? 0],
    entityConcreteId: values[codes[at + 18] ?? 0],
    subLevel: values[codes[at + 19] ?? 0],
    service: values[codes[at + 20] ?? 0],
    footer: values[codes[at + 21] ?? 0],
    type: values[codes[at + 22] ?? 0],
    label: values[codes[at + 23] ?? 0],
    chatEngine: values[codes[at + 24] ?? 0],
    division: values[codes[at + 25] ?? 0],
    sessionId: values[codes[at + 26] ?? 0],
    channelId: values[codes[at + 27] ?? 0],
    dialogueGroups: values[codes[at + 28] ?? 0],
    iterations: values[codes[at + 29] ?? 0],
    serverEnvironment: values[codes[at + 30] ?? 0],
    serverName: values[codes[at + 31] ?? 0],
    id: values[codes[at + 32] ?? 0],
    tenantId: values[codes[at + 33] ?? 0],
    date: values[codes[at + 34] ?? 0],
    channelName: values[codes[at + 35] ?? 0],
  } satisfies Record<keyof DialogsRow, unknown>;
}

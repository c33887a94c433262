import { z } from 'zod';

/** secuenceType values of reporting-api.md; an unknown number is kept and shown as such. */
export const SECUENCE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Normal dialog',
  2: 'Cognitive evaluation',
  3: 'Dialog with a file',
  4: 'B2C authentication',
  5: 'Channel-formatted',
};
/** part values of reporting-api.md (3 is not defined there). */
export const PART_LABELS: Readonly<Record<number, string>> = {
  0: 'Bot',
  1: 'Customer',
  2: 'Agent',
  4: 'Consultant',
};
export const labelOf = (labels: Readonly<Record<number, string>>, n: number) => labels[n] ?? `Unknown (${n})`;

const str = z.string();
const int = z.number().int();

/**
 * The DIALOGS result row, field by field (reporting-api.md). Nullability is as documented; the client
 * parses rows tolerantly (see parse-rows.ts) so that a null where a string is documented is kept and
 * counted rather than dropping the row.
 */
export const dialogsRowSchema = z.looseObject({
  secuenceType: int,
  part: int,
  currentIntent: str,
  previousIntent: str.nullable(),
  confidence: z.number(),
  text: str,
  options: str,
  cognitiveEngine: str,
  minConfidence: z.number(),
  isOnChat: z.boolean(),
  conversationId: str,
  partName: str,
  header: str,
  criteria: str,
  criteriaValue: str,
  url: str.nullable(),
  fileName: str.nullable(),
  attempt: int,
  entityConcreteId: int,
  subLevel: str,
  service: int,
  footer: str.nullable(),
  type: str.nullable(),
  label: str.nullable(),
  chatEngine: str.nullable(),
  division: int,
  sessionId: str,
  channelId: int,
  dialogueGroups: int,
  iterations: int,
  serverEnvironment: str,
  serverName: str,
  id: str,
  tenantId: int,
  date: str,
  channelName: str,
});
export type DialogsRow = z.infer<typeof dialogsRowSchema>;

/** The 36 documented fields, in the order of reporting-api.md. */
export const DIALOGS_FIELDS = Object.keys(dialogsRowSchema.shape) as (keyof DialogsRow & string)[];

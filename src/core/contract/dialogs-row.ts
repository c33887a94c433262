import { z } from 'zod';

const str = z.string();
const int = z.number().int();

/**
 * The DIALOGS result row, field by field (docs/service.md). Nullability is as documented; the client
 * parses rows tolerantly (src/api/paging/parse-rows.ts) so that a null where a string is documented is kept and
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

/** The 36 documented fields, in the order of docs/service.md. */
export const DIALOGS_FIELDS = Object.keys(dialogsRowSchema.shape) as (keyof DialogsRow & string)[];

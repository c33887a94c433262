/**
 * The bot's definitions (docs/analytics.md#definitions), written once. The Overview and the Review queue
 * (src/core/analytics), the transcript and the conversation list (src/core/conversations) and the grid's
 * cells (src/features/results/cells/cell-content.ts) all ask these, so they cannot disagree about a message.
 * Plain numbers in and out, no allocation: the analytics fold asks them once a row.
 */

/** What a DIALOGS row's `part` code says of its speaker (docs/service.md#dialogs-rows; 3 is not defined). */
export const PART = { bot: 0, customer: 1, agent: 2, consultant: 4 } as const;

export type PartKind = keyof typeof PART | 'unknown';

/** The speaker of a part code; 'unknown' for a code the service does not define, or none. */
export const partKind = (part: number | null): PartKind =>
  part === PART.bot
    ? 'bot'
    : part === PART.customer
      ? 'customer'
      : part === PART.agent
        ? 'agent'
        : part === PART.consultant
          ? 'consultant'
          : 'unknown';

/** A customer's message: the turns the bot has to understand. */
export const isCustomer = (part: number) => part === PART.customer;

/** An agent or a consultant: a person answering, so a conversation with one was handed off. */
export const isPerson = (part: number) => part === PART.agent || part === PART.consultant;

/**
 * Low confidence ("not understood"): a customer's message whose detected intent has a `confidence`
 * strictly below that intent's own `minConfidence`, the threshold configured for it; there is no other
 * threshold. Customers' only: every row carries its intent's confidence, but only in a customer's row was
 * the bot understanding someone. A NaN (a missing or non-numeric field) is never low.
 */
export const isLowConfidence = (part: number, confidence: number, minConfidence: number) =>
  part === PART.customer && confidence < minConfidence;

/**
 * The same rule on a row as received, where any field may be missing, null or of another type (a drifted
 * store): read as the analytics fold reads them (src/core/analytics/dialogs-fold.ts), a part that is not
 * a whole number is no speaker and a confidence that is not a number is NaN.
 */
export const isLowConfidenceRow = (row: Readonly<Record<string, unknown>>) =>
  isLowConfidence(code(row['part']), figure(row['confidence']), figure(row['minConfidence']));

const code = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) ? v : -1);
const figure = (v: unknown): number => (typeof v === 'number' ? v : Number.NaN);

/** Containment: the share of conversations the bot handled alone, never handed off; 0 when there are none. */
export const containment = (conversations: number, handedOff: number) =>
  conversations === 0 ? 0 : (conversations - handedOff) / conversations;

/** The not-understood rate: the share of customers' messages of low confidence; 0 when there are none. */
export const notUnderstoodRate = (notUnderstood: number, customer: number) =>
  customer === 0 ? 0 : notUnderstood / customer;

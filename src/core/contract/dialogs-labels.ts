/** secuenceType values of docs/service.md; an unknown number is kept and shown as such. */
export const SECUENCE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Normal dialog',
  2: 'Cognitive evaluation',
  3: 'Dialog with a file',
  4: 'B2C authentication',
  5: 'Channel-formatted',
};

/** part values of docs/service.md (3 is not defined there). */
export const PART_LABELS: Readonly<Record<number, string>> = {
  0: 'Bot',
  1: 'Customer',
  2: 'Agent',
  4: 'Consultant',
};

/** A coded number's label, or the word for an unknown code with the code itself ("Unknown (3)"). */
export const labelOf = (labels: Readonly<Record<number, string>>, n: number, unknown = 'Unknown') =>
  labels[n] ?? `${unknown} (${n})`;

/**
 * Filled by src/app/i18n/catalog-en.ts through declaration merging (`interface Register { catalog: ... }`),
 * so every message id the code names is checked against the English catalog. The lib cannot import the
 * app's catalog itself: imports flow from the app down.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Register {}

export type Catalog = Register extends { catalog: infer C } ? C : Record<string, string>;
export type MessageId = keyof Catalog & string;
export type MessageValues = Record<string, string | number>;

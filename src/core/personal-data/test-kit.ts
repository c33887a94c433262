import { findPersonalData } from './find';

/** What a reader would see found in a text: each stretch's kind and the characters it covers. */
export const found = (text: string, own?: string): [string, string][] =>
  findPersonalData(text, own).map((f) => [f.kind, text.slice(f.start, f.end)]);

import { addCount, noCounts, type MaskAs, type MaskCounts } from './counts';
import { findPersonalData } from './find';
import { KIND_LABELS, type PersonalKind } from './kinds';
import { Pseudonyms } from './pseudonym';

/** Texts remembered before the memory starts over. */
const MEMORY_LIMIT = 20_000;

/** A value masked on its own, and the kinds it masked, not yet counted: what repeats of it reuse. */
export interface Masked {
  readonly out: string;
  readonly kinds: readonly PersonalKind[];
}

/**
 * Masks one export's values and counts what it masked. Made once per export: with pseudonyms its key is
 * that export's, so a value reads the same wherever it appears in the export and differently in the next.
 */
export class Masker {
  readonly counts: MaskCounts;
  private readonly pseudonyms: Pseudonyms | null;
  // An identifier comes in every row of its conversation and in every conversation of its customer: its
  // kind is worked out once per value (rows of one export are not in conversation order when sorted).
  private readonly cellKinds = new Map<string, PersonalKind>();
  private readonly memory = new Map<string, Masked>();

  constructor(
    readonly as: MaskAs,
    key?: Uint8Array,
  ) {
    this.counts = noCounts(as);
    this.pseudonyms = as === 'pseudonym' ? new Pseudonyms(key) : null;
  }

  /** `[EMAIL]`, or `[EMAIL-…]` with the value's pseudonym. */
  token(kind: PersonalKind, value: string): string {
    const label = KIND_LABELS[kind];
    return this.pseudonyms ? `[${label}-${this.pseudonyms.of(value)}]` : `[${label}]`;
  }

  /**
   * A free text with each stretch of personal data masked. `own` is the row's identifier: where the text
   * quotes it, it reads as the identifier's own cell does, whatever kind the finder called it.
   */
  text(text: string, column: string, own?: string): string {
    if (own && text.includes(own)) return this.mask(text, column, own);
    // Texts repeat (a bot's prompts, a menu): one that does not quote its row's identifier masks the
    // same in every row, so it is found once and its tokens and kinds reused.
    let known = this.memory.get(text);
    if (known === undefined) {
      known = this.textAlone(text);
      if (this.memory.size >= MEMORY_LIMIT) this.memory.clear();
      this.memory.set(text, known);
    }
    this.count(known, column);
    return known.out;
  }

  /**
   * A free text masked as it masks wherever it does not quote its row's identifier, nothing counted: a
   * caller that meets it again (a coded column's distinct value) reuses it and counts with `count`.
   */
  textAlone(text: string): Masked {
    const kinds: PersonalKind[] = [];
    return { out: this.mask(text, null, undefined, kinds), kinds };
  }

  /** An identifier cell masked as `identifier` masks it, nothing counted. */
  identifierAlone(value: string): Masked {
    if (value.trim() === '') return { out: value, kinds: [] };
    const kind = this.kindOfCell(value);
    return { out: this.token(kind, value), kinds: [kind] };
  }

  /** Counts, under `column`, what one occurrence of a masked value masked. */
  count(masked: Masked, column: string): void {
    for (const kind of masked.kinds) addCount(this.counts, kind, column);
  }

  /** `column` null: the kinds go to `kinds` instead of the counts. */
  private mask(text: string, column: string | null, own?: string, kinds?: PersonalKind[]): string {
    const found = findPersonalData(text, own);
    if (found.length === 0) return text;
    const ownKind = own ? this.kindOfCell(own) : null;
    let out = '';
    let at = 0;
    for (const f of found) {
      const value = text.slice(f.start, f.end);
      const kind = ownKind !== null && value === own ? ownKind : f.kind;
      out += text.slice(at, f.start) + this.token(kind, value);
      if (column === null) kinds?.push(kind);
      else addCount(this.counts, kind, column);
      at = f.end;
    }
    return out + text.slice(at);
  }

  /** An identifier cell masked whole (an empty one stays empty): its kind when it is one stretch of one. */
  identifier(value: string, column: string): string {
    if (value.trim() === '') return value;
    const kind = this.kindOfCell(value);
    addCount(this.counts, kind, column);
    return this.token(kind, value);
  }

  /** What an identifier is: an e-mail address, a phone…, or just the contact's identifier. */
  private kindOfCell(value: string): PersonalKind {
    let kind = this.cellKinds.get(value);
    if (kind === undefined) {
      kind = this.cellKind(value);
      if (this.cellKinds.size >= MEMORY_LIMIT) this.cellKinds.clear();
      this.cellKinds.set(value, kind);
    }
    return kind;
  }

  private cellKind(value: string): PersonalKind {
    const trimmed = value.trim();
    const found = findPersonalData(trimmed);
    const only = found.length === 1 ? found[0] : undefined;
    return only && only.start === 0 && only.end === trimmed.length ? only.kind : 'contact';
  }
}

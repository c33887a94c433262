import {
  maskAlone,
  mayHoldPersonal,
  quotesOwn,
  type Masked,
  type Masker,
  type MaskRole,
} from '../../core/personal-data';

/**
 * The masking of an export's coded columns (mask-chunk.ts). A coded column's distinct value masks the same
 * in every row (unless it quotes its row's identifier): masked once per export, when first met, and counted
 * in every row it comes in. The column stays coded: its codes point into its masked dictionary, which holds
 * at each code the masked value, filled in when first met, and after them each text masked by the
 * identifier it quotes.
 */
export function codedMasking(
  masker: Masker,
  roles: readonly (MaskRole | null)[],
  distinct: readonly (readonly unknown[] | null)[],
) {
  const maskedOf = distinct.map((values, c) =>
    values && roles[c] ? new Array<Masked | undefined>(values.length) : null,
  );
  const dictionaries = distinct.map((values, c) =>
    values && roles[c] ? new Array<unknown>(values.length) : null,
  );
  const quoting = distinct.map(() => new Map<string, number>());

  /** A text that quotes its row's identifier: masked with it, at its own place after the dictionary's codes. */
  const quotedAt = (c: number, value: string, header: string, own: string) => {
    const dictionary = dictionaries[c] ?? [];
    const quoted = quoting[c] ?? new Map<string, number>();
    const masked = masker.text(value, header, own);
    let at = quoted.get(masked);
    if (at === undefined) {
      at = dictionary.length;
      dictionary.push(masked);
      quoted.set(masked, at);
    }
    return at;
  };

  /** A coded column's codes into its masked dictionary; values when the dictionary outgrows 16 bits. */
  function column(
    codes: Uint8Array | Uint16Array,
    count: number,
    c: number,
    header: string,
    role: MaskRole,
    own: readonly (string | undefined)[],
  ): Uint16Array<ArrayBuffer> | unknown[] {
    const values = distinct[c] ?? [];
    const memo = maskedOf[c] ?? [];
    const dictionary = dictionaries[c] ?? [];
    const out = new Uint32Array(count);
    for (let r = 0; r < count; r++) {
      const code = codes[r] ?? 0;
      const value = values[code];
      out[r] = code;
      if (!mayHoldPersonal(value)) {
        dictionary[code] = value;
        continue;
      }
      const o = own[r];
      if (o !== undefined && quotesOwn(role, value, o)) {
        out[r] = quotedAt(c, value, header, o);
        continue;
      }
      let masked = memo[code];
      if (masked === undefined) {
        masked = maskAlone(masker, role, value);
        memo[code] = masked;
        dictionary[code] = masked.out;
      }
      masker.count(masked, header);
    }
    if (dictionary.length > 0x10000) return Array.from(out, (code) => dictionary[code]);
    const narrow = new Uint16Array(count);
    narrow.set(out);
    return narrow;
  }

  return { dictionaries, column };
}

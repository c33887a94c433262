/** The characters whose collation the sort reads from a table of primary weights (string-order.ts). */

// Printable ASCII and the precomposed Latin-1 letters that are a base letter plus an accent. Letters
// that expand or are separate letters in some locales (ß, æ, ø, ð, þ) stay out and take the slow path.
export const SAFE_CHARS =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';

export const RANK_BITS = 7; // at most 127 distinct primary ranks + 0 for "string ended"
export const RANK_SPAN = 2 ** RANK_BITS;

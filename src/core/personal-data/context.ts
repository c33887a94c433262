import { forEachMatch } from './matches';
import { isDigit } from './chars';

// The words just before a number say what it is: "cédula 52.345.678" is an identity number, "pedido
// 3005550101" an order, "código 310 555 0199" a product. The nearest such word within a short window
// decides ("número" names too many things to count); a window of fixed size keeps the look linear.

export type Context = 'id' | 'phone' | 'not';

const WINDOW = 32;
/** What keeps a phone out must sit closer: "código 310 555 0199", "SKU: 300-555-0101". */
export const NEAR = 20;

// Each alternation is a closed list of words, matched once over a window of at most WINDOW characters.
const WORDS =
  /(?<![\p{L}\p{N}])(?:(c[ée]dula|c\.\s?c\.?|cc|c\.\s?i\.?|dni|d\.n\.i\.?|nuip|documento|doc\.|identificaci[óo]n|identidad|identification|identity|id\s?(?:number|no\.?|#)|id|national\s?id|rut|run|nie|curp)|(celular|cel\.?|tel[ée]fono|tel\.?|m[óo]vil|whatsapp|llamar|ll[áa]mame|ll[áa]menme|contacto|phone|mobile|cell|call|contact|reach me|text me)|((?:order|ticket|case|transaction|session|request)\s?id|pedido|orden|order|factura|invoice|ticket|radicado|referencia|ref\.?|sku|c[óo]digo|code|modelo|model|serial|serie|producto|product|item|art[íi]culo|gu[íi]a|tracking|folio|pqr|contrato|contract|p[óo]liza|policy|lote|batch|part))(?![\p{L}\p{N}])/giu;

/** What the nearest context word in the WINDOW characters before `start` says, or null when none is. */
export function contextBefore(text: string, start: number, window = WINDOW): Context | null {
  // A word names the number right after it, never one past another number in between.
  let from = start;
  while (from > 0 && start - from < window && !isDigit(text.charCodeAt(from - 1))) from--;
  let last: Context | null = null;
  forEachMatch(WORDS, text.slice(from, start), (m) => {
    last = m[1] ? 'id' : m[2] ? 'phone' : 'not';
  });
  return last;
}

const CURRENCY_AFTER =
  /^\s?(?:cop|usd|eur|mxn|clp|ars|pen|pesos?|euros?|d[óo]lares|dollars?|soles)(?![\p{L}])/iu;

/** A currency sign just before, or a currency word just after: an amount, never personal data. */
export function isAmount(text: string, start: number, end: number): boolean {
  for (let i = start - 1; i >= Math.max(0, start - 4); i--) {
    const c = text.charAt(i);
    if (c === '$' || c === '€' || c === '£') return true;
    if (c !== ' ' && c !== '\u00a0' && !/[A-Za-z/]/.test(c)) break;
  }
  return CURRENCY_AFTER.test(text.slice(end, end + 10));
}

import { forEachMatch } from './matches';
import { contextBefore } from './context';
import type { Found } from './kinds';
import type { Run } from './runs';

// National identity numbers. Those with a check letter or digit are found anywhere: Spain's DNI and NIE
// (letter = number mod 23), Chile's RUT (mod 11) and Mexico's CURP (its 18th character). Colombia's
// cédula, Peru's DNI and Argentina's DNI carry no check that can be trusted alone, so they count only
// after a word that names them ("cédula", "C.C.", "DNI", "documento", "ID number").

// Every pattern below has bounded repetitions only, so each start costs a fixed number of steps.
// A letter after a space must be a capital: "12345678 y" is a number and a word, not a DNI.
const DNI = /(?<![\p{L}\p{N}.-])([XYZxyz][ -]?)?(\d{7,8})(?:[ -]?([A-Z])|-?([a-z]))(?![\p{L}\p{N}])/gu;
const RUT = /(?<![\p{L}\p{N}.-])(\d{1,2}\.\d{3}\.\d{3}|\d{7,8})-([\dkK])(?![\p{L}\p{N}])/gu;
const CURP =
  /(?<![\p{L}\p{N}])[A-Z][AEIOUX][A-Z]{2}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[HMX](?:AS|BC|BS|CC|CS|CH|CL|CM|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d(?![\p{L}\p{N}])/gu;

// What each pattern cannot match without: a DNI or NIE seven digits in a row, a RUT those or three after a
// dot, a CURP its birth date's six digits and its sex letter. Most texts have none and skip all three.
const SEVEN_DIGITS = /\d{7}/;
const DOTTED = /\d\.\d{3}\.\d{3}/;
const CURP_DATE = /\d{6}[HMX]/;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CURP_VALUES = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

function dniFits(prefix: string | undefined, number: string, letter: string): boolean {
  const nie = prefix ? 'XYZ'.indexOf(prefix.charAt(0).toUpperCase()) : -1;
  if (prefix ? number.length !== 7 : number.length !== 8) return false;
  const value = Number(nie >= 0 ? `${nie}${number}` : number);
  return DNI_LETTERS.charAt(value % 23) === letter.toUpperCase();
}

export function rutCheck(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 7 ? 2 : w + 1)
    sum += (body.charCodeAt(i) - 48) * w;
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

export function curpCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_VALUES.indexOf(first17.charAt(i)) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/** The identity numbers with a check of their own, pushed to `out`. */
export function checkedIdsIn(text: string, out: Found[]): void {
  const seven = SEVEN_DIGITS.test(text);
  if (seven)
    forEachMatch(DNI, text, (m) => {
      if (dniFits(m[1], m[2] ?? '', m[3] ?? m[4] ?? ''))
        out.push({ kind: 'nationalId', start: m.index, end: m.index + m[0].length });
    });
  if (seven || DOTTED.test(text))
    forEachMatch(RUT, text, (m) => {
      const body = (m[1] ?? '').replaceAll('.', '');
      if (rutCheck(body) === (m[2] ?? '').toUpperCase())
        out.push({ kind: 'nationalId', start: m.index, end: m.index + m[0].length });
    });
  if (!CURP_DATE.test(text)) return;
  forEachMatch(CURP, text, (m) => {
    if (curpCheck(m[0].slice(0, 17)) === m[0].charAt(17))
      out.push({ kind: 'nationalId', start: m.index, end: m.index + m[0].length });
  });
}

/** An identity number after a word that names it: 6 to 10 digits, plain or dotted in thousands. */
export function namedIdsIn(text: string, run: Run, out: Found[]): void {
  const { groups } = run;
  const first = groups[0];
  if (!first || run.gluedBefore || run.plus) return;
  let digits = first.end - first.start;
  let end = 0;
  if (digits >= 6 && digits <= 10) end = first.end;
  else if (digits >= 1 && digits <= 3) {
    // "1.023.456.789", "52.345.678": groups of three after dots.
    for (let k = 1; k < groups.length && k <= 3; k++) {
      const g = groups[k];
      if (!g || g.sep !== '.' || g.end - g.start !== 3) break;
      digits += 3;
      if (digits >= 6 && digits <= 10) end = g.end;
    }
  }
  if (end === 0) return;
  const last = groups.findIndex((g) => g.end === end);
  if (last === groups.length - 1 && run.gluedAfter) return;
  if (contextBefore(text, run.lead) !== 'id') return;
  out.push({ kind: 'nationalId', start: first.start, end });
}

import { findPersonalData } from '../../personal-data';
import { DATE_WORDS, STOP_WORDS } from './stop-words';

const MARKS = /[\u0300-\u036f]/g;
/** A number as customers write one: digits with the separators of amounts, dates, times and codes. */
const NUMBER = /\d[\d.,:/-]*/g;
const TOKEN = /#?[\p{L}\p{N}]+/gu;

/**
 * What a message says, reduced to the words that tell one question from another, for grouping: personal
 * data becomes its kind (`#card`: two cards meet whatever their digits), numbers and dates become `#n` and
 * `#date`, accents and case fold, and the stop words of both languages go. A message of stop words only
 * keeps them ("sí", "no, gracias" are questions of their own), and one of no words at all is ''.
 * `own` is the conversation's identifier (a DIALOGS row's criteriaValue), personal data wherever quoted.
 */
export function normalise(text: string, own?: string): string {
  const tokens = foldedText(text, own).match(TOKEN) ?? [];
  const kept: string[] = [];
  for (const token of tokens) {
    const word = DATE_WORDS.has(token) ? '#date' : token;
    if (!STOP_WORDS.has(word)) kept.push(word);
  }
  return (kept.length > 0 ? kept : tokens).join(' ');
}

/** The text with personal data and numbers as their kinds, accents folded, in lower case. */
function foldedText(text: string, own: string | undefined): string {
  let out = '';
  let at = 0;
  for (const found of findPersonalData(text, own)) {
    out += `${text.slice(at, found.start)} #${found.kind} `;
    at = found.end;
  }
  out += text.slice(at);
  return out.normalize('NFD').replace(MARKS, '').toLowerCase().replace(NUMBER, ' #n ');
}

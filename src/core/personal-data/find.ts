import type { Found } from './kinds';

// A first cut: e-mail addresses and the conversation's own identifier only. Every pattern here runs in
// linear time (no nested quantifiers), because texts are customers' and can be anything.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63})*\.\p{L}{2,24}/gu;

/**
 * Every stretch of personal data in `text`, in order and never overlapping. `own` is the conversation's
 * own identifier (a DIALOGS row's criteriaValue): wherever it appears in the text it is personal data.
 */
export function findPersonalData(text: string, own?: string): readonly Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(EMAIL))
    found.push({ kind: 'email', start: m.index, end: m.index + m[0].length });
  if (own && own.length >= 4) {
    for (let at = text.indexOf(own); at >= 0; at = text.indexOf(own, at + own.length)) {
      found.push({ kind: 'contact', start: at, end: at + own.length });
    }
  }
  return withoutOverlaps(found);
}

/** In text order; where two overlap the earlier wins, and of two starting together the longer. */
function withoutOverlaps(found: Found[]): readonly Found[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Found[] = [];
  let end = 0;
  for (const f of found) {
    if (f.start < end) continue;
    kept.push(f);
    end = f.end;
  }
  return kept;
}

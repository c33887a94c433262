import { cardsIn } from './card';
import { emailsIn } from './email';
import { ibansIn } from './iban';
import { ipsIn } from './ip';
import type { Found, PersonalKind } from './kinds';
import { checkedIdsIn, namedIdsIn } from './national-id';
import { asOwn, ownIn } from './own';
import { phonesIn } from './phone';
import { forEachRun } from './runs';

// Every scanner is linear in the text's length (a hand-written pass, or a regex of bounded repetitions
// only), because texts are customers' and can be anything: megabytes of digits, emoji, markup.

const DIGIT = /\d/;

/** Where two stretches overlap, the kind that is surer wins: a checked number over a phone's shape. */
const RANK: Readonly<Record<PersonalKind, number>> = {
  contact: 0,
  email: 1,
  iban: 2,
  card: 3,
  nationalId: 4,
  ip: 5,
  phone: 6,
};

/**
 * Every stretch of personal data in `text`, in order and never overlapping. `own` is the conversation's
 * own identifier (a DIALOGS row's criteriaValue): wherever it appears in the text it is personal data.
 */
export function findPersonalData(text: string, own?: string): readonly Found[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  const found: Found[] = [];
  if (own) ownIn(text, own, found);
  if (text.includes('@')) emailsIn(text, found);
  // Every other kind holds a digit: most chat messages have none and cost one look.
  if (DIGIT.test(text)) {
    ibansIn(text, found);
    checkedIdsIn(text, found);
    forEachRun(text, (run) => {
      cardsIn(text, run, found);
      namedIdsIn(text, run, found);
      phonesIn(text, run, found);
    });
    ipsIn(text, found);
  }
  if (own) asOwn(text, own, found);
  return withoutOverlaps(found);
}

/** In text order; of two that overlap the surer kind stays, and of two alike the longer. */
function withoutOverlaps(found: Found[]): readonly Found[] {
  found.sort((a, b) => a.start - b.start || RANK[a.kind] - RANK[b.kind] || b.end - a.end);
  const kept: Found[] = [];
  for (const f of found) {
    const last = kept[kept.length - 1];
    if (!last || f.start >= last.end) kept.push(f);
    else if (RANK[f.kind] < RANK[last.kind] || (RANK[f.kind] === RANK[last.kind] && f.end > last.end)) {
      // The later one is surer: it replaces the earlier, and so must any other it overlaps in turn.
      kept.pop();
      while (kept.length > 0 && (kept[kept.length - 1]?.end ?? 0) > f.start) kept.pop();
      kept.push(f);
    }
  }
  return kept;
}

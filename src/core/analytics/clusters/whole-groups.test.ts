import { describe, expect, it } from 'vitest';
import { normalise, TextClusters } from '.';
import { wholeGroups } from './whole-groups';

/** Each wording said `times` times (a group needs five messages to be weighed as a whole); the groups. */
function asWholes(wordings: readonly string[], times = 6) {
  const texts = new TextClusters();
  const ids = wordings.map((w) => texts.add(normalise(w)));
  const said = new Int32Array(texts.size).fill(times);
  const whole = wholeGroups(texts, said);
  return { before: ids.map((t) => texts.groupOf(t)), after: ids.map((t) => whole[t]) };
}

const WORDINGS = [
  'app crashed',
  'app crash on login',
  'the app keeps crashing',
  'mi tarjeta está bloqueada',
  'no me ha llegado la tarjeta nueva',
  'quiero cambiar de plan',
  'olvidé mi contraseña',
];

describe('groups compared as wholes', () => {
  it('meets phrasings of one question that share few letters, and keeps near questions apart', () => {
    const { before, after } = asWholes(WORDINGS);
    expect(new Set(before).size).toBe(7);
    // One group, named by its oldest text, so a group's id holds as more pages come.
    expect(after.slice(0, 3)).toEqual([0, 0, 0]);
    expect(new Set(after).size).toBe(5);
  });

  it('leaves a group of a few messages as it is', () => {
    const { before, after } = asWholes(WORDINGS, 2);
    expect(after).toEqual(before);
  });
});

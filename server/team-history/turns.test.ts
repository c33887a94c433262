import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

/** A piece of work that ends when the test says. */
function held() {
  let end = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  return { done, end };
}

describe('turns', () => {
  it('runs at most two at once, the others in the order they came, each as soon as a turn is free', async () => {
    const inTurn = createTurns(2);
    const started: number[] = [];
    const works = [0, 1, 2, 3].map(() => held());
    const answers = works.map((w, i) =>
      inTurn(async () => {
        started.push(i);
        await w.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    works[1]?.end();
    await answers[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    works[0]?.end();
    works[2]?.end();
    works[3]?.end();
    expect(await Promise.all(answers)).toEqual([0, 1, 2, 3]);
  });

  it('gives the turn on when a piece of work fails', async () => {
    const inTurn = createTurns(1);
    await expect(inTurn(() => Promise.reject(new Error('disk')))).rejects.toThrow('disk');
    expect(await inTurn(() => Promise.resolve('next'))).toBe('next');
  });
});

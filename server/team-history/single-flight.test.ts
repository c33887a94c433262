import { describe, expect, it } from 'vitest';
import { createSingleFlight, SHARED_FOR_MS, SHARED_MAX_BYTES, type Lead } from './single-flight';

const answer = (bytes: number) => ({ status: 200, headers: {}, body: Buffer.alloc(bytes) });

/** Timers fired by hand: the test says when time has passed. */
function manualTimers() {
  const due: { at: number; fire: () => void }[] = [];
  let now = 0;
  return {
    setTimer: (fire: () => void, ms: number) => {
      due.push({ at: now + ms, fire });
      return () => undefined;
    },
    pass(ms: number) {
      now += ms;
      for (const t of due.filter((d) => d.at <= now)) t.fire();
    },
  };
}

const lead = (seat: ReturnType<ReturnType<typeof createSingleFlight>['take']>): Lead => {
  if (seat.role !== 'lead') throw new Error('expected to lead');
  return seat;
};

describe('the same page asked by colleagues who drifted apart', () => {
  it('is answered from the first call for a minute after it came, then asked again', async () => {
    const timers = manualTimers();
    const flights = createSingleFlight(timers.setTimer);
    lead(flights.take('page 2')).settle(answer(10));
    timers.pass(SHARED_FOR_MS - 1);
    const late = flights.take('page 2');
    expect(late.role).toBe('follow');
    if (late.role === 'follow') expect((await late.answer)?.body.length).toBe(10);
    timers.pass(1);
    expect(flights.take('page 2').role).toBe('lead');
  });

  it('keeps no more answers than its bound of memory, the oldest forgotten first', () => {
    const flights = createSingleFlight(manualTimers().setTimer);
    const page = Math.floor(SHARED_MAX_BYTES / 3);
    for (const key of ['a', 'b', 'c', 'd']) lead(flights.take(key)).settle(answer(page));
    expect(flights.keptBytes).toBeLessThanOrEqual(SHARED_MAX_BYTES);
    expect(flights.take('a').role).toBe('lead');
    expect(flights.take('d').role).toBe('follow');
  });

  it('gives one who asks again a call of its own: a retry says the shared answer was wrong for it', async () => {
    const flights = createSingleFlight(manualTimers().setTimer);
    lead(flights.take('page 4', 'ana')).settle(answer(10));
    const ben = flights.take('page 4', 'ben');
    expect(ben.role).toBe('follow');
    // Ana retries (the page before, replayed by a gateway, say): she leads a new call, and Ben's
    // retry too gets the new answer, not the one he was given.
    lead(flights.take('page 4', 'ana')).settle(answer(20));
    const again = flights.take('page 4', 'ben');
    expect(again.role).toBe('follow');
    if (again.role === 'follow') expect((await again.answer)?.body.length).toBe(20);
  });

  it('shares no refusal: the next caller asks for itself', () => {
    const flights = createSingleFlight(manualTimers().setTimer);
    lead(flights.take('page 3')).settle(null);
    expect(flights.take('page 3').role).toBe('lead');
    expect(flights.keptBytes).toBe(0);
  });
});

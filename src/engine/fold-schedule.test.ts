import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFoldSchedule, FOLD_SLICE, READING_PAUSE_MS } from './fold-schedule';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stored run's pages read back, numbered as read: each, when folded, says so in `folded`. */
function storedRun() {
  const schedule = createFoldSchedule();
  const folded: number[] = [];
  let read = 0;
  const readBack = (pages: number) => {
    for (let i = 0; i < pages; i++) {
      const page = read++;
      schedule.afterReading(() => folded.push(page));
    }
  };
  return { schedule, folded, readBack };
}

describe('the pages of a stored run, folded by the worker', () => {
  it('wait while reading goes on, and are folded in order once it pauses', () => {
    const { folded, readBack } = storedRun();
    readBack(100);
    vi.advanceTimersByTime(READING_PAUSE_MS - 1);
    expect(folded).toEqual([]);
    vi.runAllTimers();
    expect(folded).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('are folded a slice a task, so a page asked for meanwhile is read without waiting for them all', () => {
    const { folded, readBack } = storedRun();
    readBack(100);
    vi.advanceTimersByTime(READING_PAUSE_MS);
    expect(folded).toHaveLength(FOLD_SLICE);
    // Reading goes on: the rest wait for its next pause.
    readBack(1);
    vi.advanceTimersByTime(READING_PAUSE_MS - 1);
    expect(folded).toHaveLength(FOLD_SLICE);
    vi.runAllTimers();
    expect(folded).toEqual(Array.from({ length: 101 }, (_, i) => i));
  });

  it('are all folded at once when an answer needs them (the Overview asked for)', () => {
    const { schedule, folded, readBack } = storedRun();
    readBack(100);
    vi.advanceTimersByTime(READING_PAUSE_MS);
    schedule.drain();
    expect(folded).toHaveLength(100);
    vi.runAllTimers();
    expect(folded).toHaveLength(100);
  });

  it('keep waiting when a page fetched meanwhile is folded (a view of stored days and a fetched one)', () => {
    const { schedule, folded, readBack } = storedRun();
    readBack(100);
    const fetched: string[] = [];
    schedule.later(() => fetched.push('fetched page'));
    vi.advanceTimersByTime(1);
    expect(fetched).toEqual(['fetched page']);
    expect(folded).toEqual([]);
    vi.runAllTimers();
    expect(folded).toHaveLength(100);
  });
});

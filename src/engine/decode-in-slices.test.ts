import { describe, expect, it } from 'vitest';
import { decodeInSlices } from './decode-in-slices';
import { decodeRows, encodeRows } from './wire-rows';

const rows = Array.from({ length: 500 }, (_, i) => ({
  id: `row-${i}`,
  channel: i % 3 === 0 ? 'web' : 'whatsapp',
  ...(i % 7 === 0 ? { note: null } : { score: i / 10 }),
}));

describe('rows from the engine rebuilt over several tasks', () => {
  it('gives the same rows, in order, as rebuilding them at once', async () => {
    const rebuilt = await decodeInSlices(encodeRows(rows), (v) => v);
    expect(rebuilt).toEqual(decodeRows(encodeRows(rows)));
    expect(rebuilt).toEqual(rows);
  });

  it('gives the page a turn whenever a task has worked its few ms', async () => {
    let clock = 0;
    let turns = 0;
    const rebuilt = await decodeInSlices(encodeRows(rows), (v) => v, {
      // Each look at the clock finds a millisecond gone.
      now: () => clock++,
      later: async () => void turns++,
    });
    expect(rebuilt).toEqual(rows);
    expect(turns).toBeGreaterThan(1);
  });
});

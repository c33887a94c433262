import { describe, expect, it } from 'vitest';
import { referenceOverview } from '../../testing/dialogs-overview-reference';
import { generateDialogsRows } from '../../testing/dialogs-rows';
import { containment, notUnderstoodRate } from '../dialogs';
import { headline } from './headline';

const o = referenceOverview(generateDialogsRows(5_000, 7), 'day', 0);

describe('the headline figures the Overview compares', () => {
  it('are the whole run’s when no day is left out', () => {
    expect(headline(o, null)).toEqual({
      conversations: o.conversations,
      handedOff: o.handedOff,
      containment: o.containment,
      customer: o.customer,
      notUnderstoodRate: o.notUnderstoodRate,
      medianLength: o.length.messages.p50,
    });
  });

  it('count only the days before a limit, with the rates by the same definitions', () => {
    const days = o.overTime.map((b) => b.start);
    const before = days[Math.floor(days.length / 2)] ?? 0;
    const kept = o.overTime.filter((b) => b.start < before);
    const sum = (pick: (b: (typeof kept)[number]) => number) => kept.reduce((n, b) => n + pick(b), 0);
    const h = headline(o, before);
    expect(h.conversations).toBe(sum((b) => b.conversations));
    expect(h.conversations).toBeLessThan(o.conversations);
    expect(h.containment).toBe(
      containment(
        h.conversations,
        sum((b) => b.handedOff),
      ),
    );
    expect(h.notUnderstoodRate).toBe(
      notUnderstoodRate(
        sum((b) => b.notUnderstood),
        h.customer,
      ),
    );
    expect(h.medianLength).toBe(o.length.messages.p50);
  });
});

import { describe, expect, it } from 'vitest';
import { displayText, isoOffset, localDateTime } from './format-value';
import { PART_LABELS } from '../../../core/contract';

describe('cell text', () => {
  it('writes an instant in the browser time zone, whatever offset it was sent with', () => {
    const a = localDateTime('2026-10-01T10:00:00-05:00');
    const b = localDateTime('2026-10-01T15:00:00Z');
    expect(a).toBe(b);
    const d = new Date(Date.UTC(2026, 9, 1, 15, 0, 0));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(a).toBe(
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    );
    expect(localDateTime('not a date')).toBeNull();
    expect(isoOffset('2026-10-01T10:00:00.123-05:00')).toBe('-05:00');
    expect(isoOffset('2026-10-01T15:00:00Z')).toBe('Z');
  });

  it('shows labels for coded numbers, percentages, yes / no, and JSON for nested values', () => {
    expect(displayText({ kind: 'label', labels: PART_LABELS }, 1)).toBe('Customer');
    expect(displayText({ kind: 'label', labels: PART_LABELS }, 3)).toBe('Unknown (3)');
    expect(displayText({ kind: 'percent' }, 0.8765)).toBe('87.7 %');
    expect(displayText({ kind: 'boolean' }, false)).toBe('No');
    expect(displayText({ kind: 'json' }, { a: [1, null] })).toBe('{"a":[1,null]}');
    expect(displayText({ kind: 'text' }, null)).toBe('');
  });
});

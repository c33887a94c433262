import { describe, expect, it } from 'vitest';
import { dialogsRowSchema, type DialogsRow } from '../core/contract';
import { generateDialogsRows } from './generate';
import { DIALOGS_ID, harness, MARCH } from '../testing/sim-harness';

async function marchDialogs(options: Parameters<typeof harness>[0] = {}) {
  const h = harness(options);
  return h.pageAll(DIALOGS_ID, MARCH, await h.token());
}

describe('DIALOGS rows', () => {
  it('carry the 36 documented fields and pass dialogsRowSchema', async () => {
    const pages = await marchDialogs();
    const rows = pages.flatMap((p) => p.result);
    for (const row of rows) expect(dialogsRowSchema.safeParse(row).success).toBe(true);
    expect(Object.keys(rows[0] ?? {})).toHaveLength(36);
  });

  it('look real: Spanish text with accents, emoji, commas, quotes and line breaks; every part', async () => {
    const rows = generateDialogsRows(5_000, 3);
    const texts = rows.map((r) => r.text);
    expect(texts.some((t) => /[áéíóúñ¿¡]/.test(t))).toBe(true);
    expect(texts.some((t) => /\p{Extended_Pictographic}/u.test(t))).toBe(true);
    expect(texts.some((t) => t.includes(','))).toBe(true);
    expect(texts.some((t) => t.includes('"'))).toBe(true);
    expect(texts.some((t) => t.includes('\n'))).toBe(true);
    expect(new Set(rows.map((r) => r.part))).toEqual(new Set([0, 1, 2, 4]));
    expect(new Set(rows.map((r) => r.secuenceType))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('hold the awkward values a client must survive', () => {
    const rows = generateDialogsRows(5_000, 3);
    const texts = rows.map((r) => r.text);
    for (const lead of ['=', '+', '-', '@'])
      expect(
        texts.some((t) => t.startsWith(lead)),
        lead,
      ).toBe(true);
    expect(texts).toContain('<b>hola</b><img src=x onerror=alert(1)>');
    const urls = rows.map((r) => r.url);
    expect(urls).toContain(null);
    expect(urls.some((u) => u?.startsWith('javascript:'))).toBe(true);
    expect(urls.some((u) => u?.startsWith('ftp://'))).toBe(true);
    expect(urls.some((u) => u?.startsWith('https://'))).toBe(true);
    const minus = rows.filter((r) => r.entityConcreteId === -1).length;
    expect(minus / rows.length).toBeGreaterThan(0.5);
    expect(rows.some((r) => r.confidence < r.minConfidence)).toBe(true);
    expect(rows.some((r) => r.confidence >= r.minConfidence)).toBe(true);
    for (const field of ['previousIntent', 'fileName', 'footer', 'type', 'label', 'chatEngine'] as const) {
      expect(
        rows.some((r) => r[field] === null),
        field,
      ).toBe(true);
      expect(
        rows.some((r) => r[field] !== null),
        field,
      ).toBe(true);
    }
  });

  it('date: ISO 8601 with a UTC offset, inside the range (wall clock)', async () => {
    const rows = (await marchDialogs()).flatMap((p) => p.result);
    for (const row of rows) {
      const date = String(row.date);
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-05:00$/);
      const wall = date.slice(0, 19).replace('T', ' ');
      expect(wall >= MARCH.startDate && wall <= MARCH.endDate).toBe(true);
    }
  });

  it('a conversation spans pages and arrives out of date order; its own dates still increase', async () => {
    const pages = await marchDialogs();
    const where = new Map<string, { pages: Set<number>; rows: Record<string, unknown>[] }>();
    pages.forEach((p, i) =>
      p.result.forEach((row) => {
        const id = String(row.conversationId);
        const entry = where.get(id) ?? { pages: new Set(), rows: [] };
        entry.pages.add(i);
        entry.rows.push(row);
        where.set(id, entry);
      }),
    );
    const spanning = [...where.values()].filter((c) => c.pages.size > 1);
    expect(spanning.length).toBeGreaterThan(where.size / 4);
    const outOfOrder = [...where.values()].filter((c) =>
      c.rows.some((r, i) => i > 0 && String(r.date) < String(c.rows[i - 1]?.date)),
    );
    expect(outOfOrder.length).toBeGreaterThan(0);
    for (const c of where.values()) {
      const byIteration = [...c.rows].sort((a, b) => Number(a.iterations) - Number(b.iterations));
      const dates = byIteration.map((r) => String(r.date));
      expect(dates).toEqual([...dates].sort());
      expect(new Set(c.rows.map((r) => r.sessionId)).size).toBe(1);
      // The range may start in the middle of a conversation (docs/service.md#the-simulated-history).
      if (byIteration[0]?.iterations === 1) expect(byIteration[0].part).toBe(0);
    }
  });

  it('with extraFieldsAndNulls: undocumented fields and nulls where strings are documented', async () => {
    const rows = (await marchDialogs({ extraFieldsAndNulls: true })).flatMap((p) => p.result);
    expect(rows.every((r) => '_rid' in r)).toBe(true);
    expect(rows.some((r) => r.text === null)).toBe(true);
    expect(rows.some((r) => r.channelName === null)).toBe(true);
  });

  it('generateDialogsRows: deterministic per seed, unique ids, usable on its own', () => {
    const a = generateDialogsRows(2_000, 5);
    expect(a).toHaveLength(2_000);
    expect(generateDialogsRows(2_000, 5)).toEqual(a);
    expect(generateDialogsRows(2_000, 6)).not.toEqual(a);
    expect(new Set(a.map((r: DialogsRow) => r.id)).size).toBe(2_000);
    expect(generateDialogsRows(0)).toEqual([]);
    // A range of them, as a big run is made a page at a time.
    expect(generateDialogsRows(2_000, 5, 500, 900)).toEqual(a.slice(500, 900));
  });
});

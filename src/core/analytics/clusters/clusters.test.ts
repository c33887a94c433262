import { describe, expect, it } from 'vitest';
import { familyIn, generateDialogsRows } from '../../../testing/dialogs-rows';
import { DialogsFold } from '../dialogs-fold';
import {
  adjustedRandIndex,
  ClustersFold,
  clusterMembers,
  messageClusters,
  mostSplit,
  normalise,
  TextClusters,
} from '.';

/** The texts' groups, as one id each. */
function grouped(texts: readonly string[]) {
  const clusters = new TextClusters();
  const ids = texts.map((t) => clusters.add(normalise(t)));
  return ids.map((id) => clusters.groupOf(id));
}

/** A run folded a page at a time, its not-understood messages grouped. */
function foldRun(count: number, seed: number, page: number) {
  const rows = generateDialogsRows(count, seed);
  const fold = new DialogsFold();
  const clusters = new ClustersFold();
  for (let from = 0; from < rows.length; from += page) {
    const slice = rows.slice(from, from + page);
    fold.add(slice);
    clusters.add(fold, from, slice);
  }
  return { rows, fold, clusters };
}

describe('what the bot did not understand, grouped', () => {
  it('meets two cards, two e-mails and two amounts whatever their digits', () => {
    expect(normalise('mi tarjeta 4111 1111 1111 1111 está bloqueada')).toBe(
      normalise('Mi tarjeta 5500 0000 0000 0004 esta bloqueada'),
    );
    expect(normalise('send my statement to ana.p@example.com')).toBe(
      normalise('Send my statement to j.ruiz@correo.co'),
    );
    expect(normalise('¿Cuándo me devuelven los $ 250.000?')).toBe(
      normalise('cuando me devuelven los $1.200,50'),
    );
  });

  it('keeps accents, case, typos and greetings from splitting a question, and tells questions apart', () => {
    const [a, b, c, d, e] = grouped([
      '¿Cómo cancelo mi servicio?',
      'hola, COMO CANCELO MI SERVICO por favor',
      'olvidé mi contraseña',
      'Olvide mi contrasena!!',
      'mi tarjeta 4111 1111 1111 1111 está bloqueada',
    ]);
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(new Set([a, c, e]).size).toBe(3);
  });

  it("finds the simulated service's planted families: adjusted Rand index at least 0.8, none split far", () => {
    const { rows, clusters } = foldRun(44_000, 42, 10_000);
    const families = new Map<string, number>();
    const groupOfText = clusters.groupOfText();
    const truth: number[] = [];
    const found: number[] = [];
    for (let m = 0; m < clusters.length; m++) {
      const row = rows[clusters.row[m] ?? 0];
      const family = row ? familyIn(row) : null;
      if (family === null) continue;
      if (!families.has(family)) families.set(family, families.size);
      truth.push(families.get(family) ?? -1);
      found.push(groupOfText[clusters.text[m] ?? 0] ?? -1);
    }
    expect(families.size).toBeGreaterThan(15);
    expect(truth.length).toBeGreaterThan(1_000);
    expect(adjustedRandIndex(truth, found)).toBeGreaterThanOrEqual(0.8);
    expect(mostSplit(truth, found)).toBeLessThanOrEqual(2);
  });

  it('folds a new page in to the groups it has, as if the run had come at once', () => {
    const paged = foldRun(6_000, 9, 500);
    const whole = foldRun(6_000, 9, 6_000);
    expect(messageClusters(paged.fold, paged.clusters)).toEqual(messageClusters(whole.fold, whole.clusters));
  });

  it('gives each group its figures, and opens exactly its messages and their conversations', () => {
    const { rows, fold, clusters } = foldRun(6_000, 5, 1_000);
    const view = messageClusters(fold, clusters);
    const largest = view.clusters[0];
    if (!largest) throw new Error('no group');
    expect(view.messages).toBe(rows.filter((r) => r.part === 1 && r.confidence < r.minConfidence).length);
    expect(largest.share).toBeCloseTo(largest.messages / view.messages);
    expect(largest.byDay.reduce((a, b) => a + b, 0)).toBe(largest.messages);
    expect(largest.byDay).toHaveLength(view.days.length);
    expect(largest.intents.length).toBeGreaterThan(0);
    const members = clusterMembers(fold, clusters, largest.id);
    expect(members.ids).toHaveLength(largest.messages);
    expect(members.conversations).toHaveLength(largest.conversations);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of members.ids) {
      const row = byId.get(id);
      expect(row && row.confidence < row.minConfidence && row.part === 1).toBe(true);
      expect(members.conversations).toContain(row?.conversationId);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { textTable } from './face-tables';

/** What the face's worker keeps: the texts it was sent, placed as the page numbered them. */
function workerSide() {
  const kept: string[] = [];
  return {
    kept,
    receive(texts: readonly string[], from: number) {
      kept.length = from;
      kept.push(...texts.slice(from));
    },
  };
}

describe('The texts a face hands to its worker', () => {
  it('sends each text once: a frame scrolled by a row sends only the new row’s texts', () => {
    const table = textTable();
    const worker = workerSide();
    const first = ['r-0', 'Bot', 'r-1', 'Customer'].map((t) => table.id(t));
    worker.receive(table.texts, table.takeFrom());
    const next = ['r-1', 'Customer', 'r-2', 'Bot'].map((t) => table.id(t));
    const from = table.takeFrom();
    expect(table.texts.slice(from)).toEqual(['r-2']);
    worker.receive(table.texts, from);
    expect(first.map((id) => worker.kept[id])).toEqual(['r-0', 'Bot', 'r-1', 'Customer']);
    expect(next.map((id) => worker.kept[id])).toEqual(['r-1', 'Customer', 'r-2', 'Bot']);
  });

  it('starts again past its limit, and the worker with it', () => {
    const table = textTable();
    const worker = workerSide();
    for (let i = 0; i < 5; i++) table.id(`t-${i}`);
    worker.receive(table.texts, table.takeFrom());
    table.trim(4);
    const id = table.id('t-9');
    const from = table.takeFrom();
    expect(from).toBe(0);
    worker.receive(table.texts, from);
    expect(worker.kept).toEqual(['t-9']);
    expect(worker.kept[id]).toBe('t-9');
  });
});

import { describe, expect, it } from 'vitest';
import { ValueStore } from './value-store';

describe('a value shared between parts of the page', () => {
  it('tells its subscribers of a new value, and not of one that says the same', () => {
    const store = new ValueStore<{ rows: number; label: string }>();
    const heard: number[] = [];
    const stop = store.subscribe(() => heard.push(store.getSnapshot()?.rows ?? -1));
    expect(store.getSnapshot()).toBeNull();
    store.set({ rows: 1, label: 'a' });
    store.set({ rows: 1, label: 'a' });
    store.set({ rows: 2, label: 'a' });
    stop();
    store.set({ rows: 3, label: 'a' });
    expect(heard).toEqual([1, 2]);
    expect(store.getSnapshot()).toEqual({ rows: 3, label: 'a' });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_LAYOUT, loadLayout, orderedKeys, saveLayout } from './layout-prefs';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
  get length() {
    return this.map.size;
  }
  dump = () => [...this.map.values()].join('\n');
}

describe('column layout preferences', () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: store, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('remembers order, hidden columns and widths per report, and nothing else', () => {
    saveLayout('dialogs', { version: 1, order: ['text', 'date'], hidden: ['id'], sizes: { text: 400 } });
    saveLayout('sessions', { version: 1, order: [], hidden: ['x'], sizes: {} });
    expect(loadLayout('dialogs')).toEqual({
      version: 1,
      order: ['text', 'date'],
      hidden: ['id'],
      sizes: { text: 400 },
    });
    expect(loadLayout('sessions').hidden).toEqual(['x']);
    expect(loadLayout('menu')).toEqual(EMPTY_LAYOUT);
  });

  it('falls back to defaults on a damaged or foreign value, field by field', () => {
    store.setItem('report-explorer:columns:dialogs', '{not json');
    expect(loadLayout('dialogs')).toEqual(EMPTY_LAYOUT);
    store.setItem(
      'report-explorer:columns:dialogs',
      JSON.stringify({ version: 1, order: 'x', hidden: ['a'], sizes: { a: -5 } }),
    );
    expect(loadLayout('dialogs')).toEqual({ version: 1, order: [], hidden: ['a'], sizes: {} });
    store.setItem('report-explorer:columns:dialogs', JSON.stringify({ version: 2 }));
    expect(loadLayout('dialogs')).toEqual(EMPTY_LAYOUT);
  });

  it('removes the entry when the layout is back to the defaults', () => {
    saveLayout('dialogs', { version: 1, order: ['a'], hidden: [], sizes: {} });
    saveLayout('dialogs', EMPTY_LAYOUT);
    expect(store.length).toBe(0);
  });

  it('keeps stored order for known keys and puts new keys after, in their order', () => {
    expect(orderedKeys(['a', 'b', 'c', 'd'], ['c', 'gone', 'a'])).toEqual(['c', 'a', 'b', 'd']);
  });
});

import { describe, expect, it } from 'vitest';
import { gridAction } from './grid-keys';

const size = { rows: 100, cols: 5, page: 10 };
const none = { ctrl: false };

describe('grid keyboard', () => {
  it('moves with arrows and stops at the edges', () => {
    expect(gridAction('ArrowDown', none, { pos: 0, col: 0 }, size)).toEqual({ move: { pos: 1, col: 0 } });
    expect(gridAction('ArrowUp', none, { pos: 0, col: 0 }, size)).toEqual({ move: { pos: 0, col: 0 } });
    expect(gridAction('ArrowLeft', none, { pos: 3, col: 0 }, size)).toEqual({ move: { pos: 3, col: -1 } });
    expect(gridAction('ArrowLeft', none, { pos: 3, col: -1 }, size)).toEqual({ move: { pos: 3, col: -1 } });
    expect(gridAction('ArrowRight', none, { pos: 3, col: 4 }, size)).toEqual({ move: { pos: 3, col: 4 } });
  });

  it('pages, and jumps to the row ends or (with Ctrl) the first and last rows', () => {
    expect(gridAction('PageDown', none, { pos: 95, col: 2 }, size)).toEqual({ move: { pos: 99, col: 2 } });
    expect(gridAction('PageUp', none, { pos: 5, col: 2 }, size)).toEqual({ move: { pos: 0, col: 2 } });
    expect(gridAction('Home', none, { pos: 5, col: 2 }, size)).toEqual({ move: { pos: 5, col: -1 } });
    expect(gridAction('End', none, { pos: 5, col: 2 }, size)).toEqual({ move: { pos: 5, col: 4 } });
    expect(gridAction('End', { ctrl: true }, { pos: 5, col: 2 }, size)).toEqual({
      move: { pos: 99, col: 2 },
    });
  });

  it('opens with Enter and copies with Ctrl+C, and does nothing on an empty view', () => {
    expect(gridAction('Enter', none, { pos: 2, col: 1 }, size)).toEqual({ open: { pos: 2, col: 1 } });
    expect(gridAction('c', { ctrl: true }, { pos: 2, col: 1 }, size)).toEqual({ copy: { pos: 2, col: 1 } });
    expect(gridAction('c', none, { pos: 2, col: 1 }, size)).toBeNull();
    expect(gridAction('ArrowDown', none, { pos: 0, col: 0 }, { ...size, rows: 0 })).toBeNull();
  });
});

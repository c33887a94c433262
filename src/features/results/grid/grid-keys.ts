/** The cell a keyboard user is on: a position in the view, and a column index (-1 is the row number). */
export interface ActiveCell {
  pos: number;
  col: number;
}

export type GridAction = { move: ActiveCell } | { open: ActiveCell } | { copy: ActiveCell } | null;

/**
 * What a key does in the grid (WAI-ARIA grid pattern): arrows, Home / End (Ctrl for the first / last
 * row), Page Up / Down, Enter to open, Ctrl+C to copy. Pure, so it is tested without a browser.
 */
export function gridAction(
  key: string,
  mods: { ctrl: boolean },
  at: ActiveCell,
  size: { rows: number; cols: number; page: number },
): GridAction {
  if (size.rows === 0) return null;
  const clampRow = (p: number) => Math.max(0, Math.min(size.rows - 1, p));
  const clampCol = (c: number) => Math.max(-1, Math.min(size.cols - 1, c));
  const move = (pos: number, col: number) => ({ move: { pos: clampRow(pos), col: clampCol(col) } });
  switch (key) {
    case 'ArrowDown':
      return move(at.pos + 1, at.col);
    case 'ArrowUp':
      return move(at.pos - 1, at.col);
    case 'ArrowRight':
      return move(at.pos, at.col + 1);
    case 'ArrowLeft':
      return move(at.pos, at.col - 1);
    case 'PageDown':
      return move(at.pos + size.page, at.col);
    case 'PageUp':
      return move(at.pos - size.page, at.col);
    case 'Home':
      return mods.ctrl ? move(0, at.col) : move(at.pos, -1);
    case 'End':
      return mods.ctrl ? move(size.rows - 1, at.col) : move(at.pos, size.cols - 1);
    case 'Enter':
      return { open: at };
    case 'c':
    case 'C':
      return mods.ctrl ? { copy: at } : null;
    default:
      return null;
  }
}

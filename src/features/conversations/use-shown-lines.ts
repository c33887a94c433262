import { useState } from 'react';

const PAGE = 100;

/**
 * The lines shown a hundred at a time, and always as far as the open one, so a conversation opened by
 * id or by j/k further down is in the list.
 */
export function useShownLines<T extends { id: string }>(lines: readonly T[], openId: string | null) {
  const [limit, setLimit] = useState(PAGE);
  const openAt = openId === null ? -1 : lines.findIndex((l) => l.id === openId);
  const shown = lines.slice(0, Math.max(limit, openAt + 1));
  const more = Math.min(PAGE, lines.length - shown.length);
  return { shown, more, showMore: () => setLimit(shown.length + PAGE) };
}

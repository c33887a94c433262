import { useState } from 'react';
import type { Tab } from './result-tabs';

/**
 * The conversation open in the inspector, and the message to land on when a review-queue item opened it
 * (its row index in the run); opened from the grid or the list, it lands on the conversation itself.
 */
export function useOpenConversation(show: (tab: Tab) => void) {
  const [id, setId] = useState<string | null>(null);
  const [atMessage, setAtMessage] = useState<number | null>(null);
  const open = (next: string | null) => {
    setId(next);
    setAtMessage(null);
  };
  return {
    id,
    atMessage,
    open,
    fromGrid(next: string) {
      open(next);
      show('conversations');
    },
    at(next: string, row: number) {
      setId(next);
      setAtMessage(row);
      show('conversations');
    },
  };
}

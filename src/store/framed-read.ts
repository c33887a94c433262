import { framedCoded } from '../core/coded-rows';
import type { CodedRead, FramedRead } from './types';

/** A stored page that cannot be read, with why: the run's other pages still read. */
export const unreadablePage = (index: number, why: string) => ({
  index,
  unreadable: `Page ${index} cannot be read: ${why}.`,
});

/** Why a page whose frame opened cannot be read: its JSON is not rows, or a code or shape is amiss. */
export const ROWS_AMISS = 'it decrypted, but its rows do not match their columns';

/** A stored page's rows read out of their frame (framedCoded), or why they cannot be. */
export function codedRead(read: FramedRead): CodedRead {
  if (!('page' in read)) return read;
  const rows = framedCoded(read.page.rows);
  return rows ? { index: read.index, page: { ...read.page, rows } } : unreadablePage(read.index, ROWS_AMISS);
}

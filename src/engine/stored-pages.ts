import { codedRead } from '../store/framed-read';
import type { FramedRead, Vault } from '../store/types';
import { codedWithin } from './history/within';
import type { WorkerRunsApi } from './types';

/**
 * Reads a run's pages for the UI, in order: one reader per run goes on where the last call stopped, so
 * pages asked one after another are each read once. `framedPage` leaves a page's rows in their frame (the
 * page reads them); `codedPage` reads them here, and with `within` keeps only the rows of that span.
 */
export function pageReaders(opened: () => Promise<Vault>): Pick<WorkerRunsApi, 'framedPage' | 'codedPage'> {
  const framedPage = storedPageReader(opened);
  return {
    framedPage,
    async codedPage(runId, index, within) {
      const page = codedRead(await framedPage(runId, index));
      return within && 'page' in page
        ? { index, page: { ...page.page, rows: codedWithin(page.page.rows, within) } }
        : page;
    },
  };
}

/**
 * One reader per run, and one read of a run at a time: a view reads ahead, and two legs of a trimmed run
 * ask for its pages from page 1 each. Read at once on one reader, the second leg's asks took pages off
 * the first leg's reader, found them gone, and each was said "not on this device".
 */
function storedPageReader(opened: () => Promise<Vault>) {
  const readOne = runPageReader(opened);
  const queues = new Map<string, Promise<FramedRead>>();
  return (runId: string, index: number): Promise<FramedRead> => {
    const before = queues.get(runId);
    const mine = before
      ? before.then(
          () => readOne(runId, index),
          () => readOne(runId, index),
        )
      : readOne(runId, index);
    queues.set(runId, mine);
    const done = () => {
      if (queues.get(runId) === mine) queues.delete(runId);
    };
    mine.then(done, done);
    return mine;
  };
}

function runPageReader(opened: () => Promise<Vault>) {
  const readers = new Map<string, { pages: AsyncIterator<FramedRead>; next: number }>();
  return async (runId: string, index: number): Promise<FramedRead> => {
    const vault = await opened();
    let reader = readers.get(runId);
    if (!reader || reader.next > index) {
      reader = { pages: vault.framedPages(runId)[Symbol.asyncIterator](), next: 1 };
      readers.set(runId, reader);
    }
    for (;;) {
      const read = await reader.pages.next();
      if (read.done) break;
      reader.next = read.value.index + 1;
      if (read.value.index === index) return read.value;
      if (read.value.index > index) break;
    }
    readers.delete(runId);
    return { index, unreadable: `Page ${index} is not on this device.` };
  };
}

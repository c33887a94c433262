import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Row } from '../../src/core/contract';
import type { Span } from '../../src/core/history';
import { writeAtomic } from '../atomic';
import { HISTORY_FILE } from '../layout';
import { commitDays, type SpanCommit } from './commit-days';
import { commitWhole } from './commit-whole';
import type { StoreContext } from './context';
import { freshState, isDated, loadState } from './history-io';
import { enforceLimits } from './limits';
import { createSwap } from './swap';
import { FILE_MODE, FOLDER_MODE, TEAM_STAGING, teamHistoryFolder, type HistoryKey } from './team-layout';
import { stateText } from './team-state';

/** A span being received (the server's `SpanWriter`). */
export interface SpanWriter {
  put(index: number, rows: readonly Row[], bytes: number): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

const pageName = (index: number) => `page-${String(index).padStart(6, '0')}.ndjson`;

/** Pages 0 .. n-1 all there: a span is never kept with a page missing. */
function isWhole(pages: ReadonlyMap<number, number>): boolean {
  for (let i = 0; i < pages.size; i++) if (!pages.has(i)) return false;
  return pages.size > 0;
}

/**
 * A span's pages staged on disk as they arrive (a page again replaces it: a client retried), kept only by
 * `commit`, under the history's turn (serial.ts); `abort` drops them. After either, the writer does nothing.
 */
export async function beginSpan(
  ctx: StoreContext,
  key: HistoryKey,
  span: Span,
  askedAtMs: number,
): Promise<SpanWriter> {
  const staging = join(ctx.root, TEAM_STAGING, randomBytes(8).toString('hex'));
  await mkdir(staging, { recursive: true, mode: FOLDER_MODE });
  const pages = new Map<number, number>();
  let open = true;
  const close = async () => {
    open = false;
    await rm(staging, { recursive: true, force: true });
  };
  return {
    async put(index, rows, bytes) {
      if (!open) return;
      pages.delete(index);
      const text = rows.map((row) => JSON.stringify(row) + '\n').join('');
      await writeAtomic(join(staging, pageName(index)), text, FILE_MODE);
      pages.set(index, bytes);
    },
    async commit() {
      if (!open) return;
      if (!isWhole(pages)) {
        await close();
        throw new Error(
          `A span cannot be kept without all its pages (${pages.size} received, not 0 .. n-1).`,
        );
      }
      const bytes = [...pages.values()].reduce((a, b) => a + b, 0);
      open = false;
      try {
        await ctx.serial.exclusive(teamHistoryFolder(ctx.root, key), () =>
          keep(ctx, key, { staging, span, askedAtMs, bytes }),
        );
      } finally {
        await close();
      }
      await enforceLimits(ctx, askedAtMs).catch((e: unknown) =>
        ctx.log(
          `team history: the limits could not be applied: ${e instanceof Error ? e.message : String(e)}`,
        ),
      );
    },
    abort: close,
  };
}

/** The staged span made part of the history: every file written first, then swapped in, the state last. */
async function keep(
  ctx: StoreContext,
  key: HistoryKey,
  job: Pick<SpanCommit, 'staging' | 'span' | 'askedAtMs' | 'bytes'>,
): Promise<void> {
  const history = teamHistoryFolder(ctx.root, key);
  const swap = createSwap();
  const damaged: string[] = [];
  try {
    const commit: SpanCommit = {
      ...job,
      history,
      state: (await loadState(ctx, key)) ?? freshState(key),
      swap,
      damaged: (part) => void damaged.push(part),
    };
    const next = isDated(key) ? await commitDays(commit) : await commitWhole(commit, ctx.pageRows);
    await swap.prepare(join(history, HISTORY_FILE), stateText(next), 0);
  } catch (e) {
    await swap.discard();
    throw e;
  }
  await swap.apply();
  if (damaged.length > 0)
    ctx.log(
      `team history: ${relative(ctx.root, history)} ${damaged.join(', ')} damaged: dropped, fetched again when next asked.`,
    );
}

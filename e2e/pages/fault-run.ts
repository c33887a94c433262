import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sim } from '../fixtures';
import { exportedColumn } from './csv-download';
import { ExplorerPage } from './explorer-page';
import { uninterruptedRun, type RunQuery, type ServiceRun } from './service-rows';
import { SignInPage } from './sign-in-page';
import { executeReportCalls, setFaults } from './sim-calls';

/** A small run of the matrix: a query, the name the app shows, and where each row's identifier is. */
export interface RunSetup extends RunQuery {
  name: string;
  /** The identifier's field in the service's rows, and its column header in the app's CSV. */
  idField: string;
  idHeader: string;
}

export type Position = 'first' | 'middle' | 'last';
export const POSITIONS: readonly Position[] = ['first', 'middle', 'last'];

export type FaultPlan = { kind: string; atCall: number; retryAfterSeconds?: number; exhaustedForMs?: number };

export interface Scenario {
  page: Page;
  request: APIRequestContext;
  explorer: ExplorerPage;
  position: Position;
  /** 1-based page the fault strikes, and the pages of the whole run. */
  pageNo: number;
  pages: number;
}

const expectedRuns = new Map<string, Promise<ServiceRun>>();

/** The uninterrupted run of a setup, computed once per worker. */
export function expectedRun(setup: RunSetup): Promise<ServiceRun> {
  const key = JSON.stringify(setup);
  let run = expectedRuns.get(key);
  if (!run) {
    run = uninterruptedRun(setup, setup.idField);
    expectedRuns.set(key, run);
  }
  return run;
}

export const pageAt = (position: Position, pages: number) =>
  position === 'first' ? 1 : position === 'last' ? pages : Math.ceil(pages / 2);

async function openRun(page: Page, setup: RunSetup) {
  const params = new URLSearchParams({ report: setup.report, start: setup.startDate, end: setup.endDate });
  if (setup.size !== undefined) params.set('size', String(setup.size));
  const signIn = new SignInPage(page);
  await signIn.goto(`/?${params.toString()}`);
  await signIn.signInToDemo();
  const explorer = new ExplorerPage(page);
  await expect(page.getByRole('heading', { level: 2, name: setup.name })).toBeVisible();
  return explorer;
}

/**
 * One cell of the matrix: a fresh service with the fault planned at the page of `position`, the run,
 * what the user sees and does (`userSees`), then the checks every recoverable fault must pass: the fault
 * struck the planned page, and the app ends with exactly the uninterrupted run's rows, in order.
 */
export async function runWithFault(
  page: Page,
  request: APIRequestContext,
  setup: RunSetup,
  position: Position,
  plan: (atCall: number) => FaultPlan[],
  userSees: (s: Scenario) => Promise<void>,
  beforeRun?: (page: Page) => Promise<void>,
) {
  const expected = await expectedRun(setup);
  const pages = expected.cursors.length;
  expect(pages, 'the run must have a distinct first, middle and last page').toBeGreaterThanOrEqual(5);
  const pageNo = pageAt(position, pages);
  await sim.reset(request);
  await setFaults(request, plan(pageNo));
  const explorer = await openRun(page, setup);
  await beforeRun?.(page);
  // The position before this one stored the same query complete on this device: fetch it again.
  if (position === 'first') await explorer.run();
  else await explorer.runStored('Fetch again');
  await userSees({ page, request, explorer, position, pageNo, pages });

  const rows = await explorer.waitForAllRows();
  const struck = (await executeReportCalls(request)).find((c) => c.fault !== null);
  expect(struck?.lastDocument, `the fault struck page ${pageNo}`).toBe(expected.cursors[pageNo - 1]);
  expect(rows).toBe(expected.ids.length);
  await expect(page.getByText(`of ${rows.toLocaleString('en-US')} rows`)).toBeVisible();
  // The app's side: every row it holds, from its own CSV export; none lost, none twice, in order.
  const ids = await exportedColumn(page, setup.name, setup.idHeader);
  expect(ids).toHaveLength(expected.ids.length);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(expected.ids);
}

export const screenshotPath = (kind: string) => `test-results/faults/${kind}.png`;

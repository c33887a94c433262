import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { expectedRows } from './testing/expected-rows';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];
const QUERY = {
  reportKey: 'dialogs',
  startDate: '2026-10-05 00:00:00',
  endDate: '2026-10-05 23:59:59',
} as const;
const WINDOW = 'report=DIALOGS/tenant=1234/window=2026-10-05T000000_2026-10-05T235959';
const SIM = { SIM_PAGE_SIZE: '150' };

const pageTexts = (folder: string, extension: string) =>
  readdirSync(folder)
    .filter((f) => f.endsWith(`.${extension}`))
    .sort()
    .map((f) => readFileSync(join(folder, f), 'utf8'));

describe('text formats', { timeout: 90_000 }, () => {
  it('writes NDJSON pages holding each row exactly as the service sent it', async () => {
    const dir = tempDir('ndjson');
    const result = await runCli(extractArgs(`${dir}/out`, ...DAY, '--format', 'ndjson'), cliEnv(dir, SIM));
    expect(result.code).toBe(0);
    const rows = pageTexts(`${dir}/out/${WINDOW}`, 'ndjson').flatMap((text) =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line): unknown => JSON.parse(line)),
    );
    expect(rows).toEqual(await expectedRows(QUERY, SIM));
  });

  it('writes CSV pages, each with its header, with every row', async () => {
    const dir = tempDir('csv');
    const result = await runCli(extractArgs(`${dir}/out`, ...DAY, '--format', 'csv'), cliEnv(dir, SIM));
    expect(result.code).toBe(0);
    const pages = pageTexts(`${dir}/out/${WINDOW}`, 'csv').map((text) =>
      Papa.parse<Record<string, string>>(text.trim(), { header: true, newline: '\r\n' }),
    );
    const expected = await expectedRows(QUERY, SIM);
    expect(pages.flatMap((p) => p.data.map((r) => r.id))).toEqual(expected.map((r) => r.id));
    expect(pages.every((p) => p.errors.length === 0 && p.meta.fields?.includes('conversationId'))).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { expectedRows } from './testing/expected-rows';
import { queryParquetFolder, readParquetFolder } from '../warehouse/testing/read-parquet';
import { cliEnv, extractArgs, runCli, tempDir } from './testing/run-cli';

const DAY = ['--start', '2026-10-05 00:00:00', '--end', '2026-10-05 23:59:59'];
const QUERY = {
  reportKey: 'dialogs',
  startDate: '2026-10-05 00:00:00',
  endDate: '2026-10-05 23:59:59',
} as const;
const WINDOW = 'report=DIALOGS/tenant=1234/window=2026-10-05T000000_2026-10-05T235959';
const SIM = { SIM_PAGE_SIZE: '150' };
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.[\p{L}]{2,}/u;

/** Every e-mail address in the simulated rows the command fetches: the sim writes some as contacts. */
async function plantedEmails(): Promise<Set<string>> {
  const rows = await expectedRows(QUERY, SIM);
  const out = new Set<string>();
  for (const row of rows)
    for (const value of Object.values(row))
      if (typeof value === 'string') for (const m of value.matchAll(new RegExp(EMAIL, 'gu'))) out.add(m[0]);
  return out;
}

const sidecars = (folder: string) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.masking.json'))
    .map((f) => ({
      name: f,
      body: JSON.parse(readFileSync(join(folder, f), 'utf8')) as Record<string, unknown>,
    }));

describe('--mask-personal-data', { timeout: 90_000 }, () => {
  it('writes Parquet that DuckDB reads back without one of the e-mail addresses fetched, and a sidecar of counts', async () => {
    const planted = await plantedEmails();
    expect(planted.size).toBeGreaterThan(0);
    const dir = tempDir('mask-parquet');
    const result = await runCli(extractArgs(`${dir}/out`, ...DAY, '--mask-personal-data'), cliEnv(dir, SIM));
    expect(result.code).toBe(0);
    const { rows } = await readParquetFolder(`${dir}/out`);
    expect(rows).toHaveLength((await expectedRows(QUERY, SIM)).length);
    const cells = rows.flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string'));
    expect(cells.filter((c) => [...planted].some((e) => c.includes(e)))).toEqual([]);
    const contacts = await queryParquetFolder(
      `${dir}/out`,
      "SELECT count(*) AS n FROM $source WHERE criteriaValue NOT IN ('[EMAIL]', '[PHONE]', '[ID]', '[CONTACT]')",
    );
    expect(contacts[0]?.n).toBe(0);
    // Dates, intents and figures as sent.
    const expected = await expectedRows(QUERY, SIM);
    expect(rows.map((r) => [r.id, r.date, r.currentIntent, r.confidence])).toEqual(
      expected.map((r) => [r.id, r.date, r.currentIntent, r.confidence]),
    );
    const folder = `${dir}/out/${WINDOW}`;
    const pages = readdirSync(folder).filter((f) => f.endsWith('.parquet'));
    const counts = sidecars(folder);
    expect(counts.map((c) => c.name).sort()).toEqual(pages.map((p) => `${p}.masking.json`).sort());
    const total = counts.reduce((sum, c) => sum + Number(c.body.total), 0);
    expect(total).toBeGreaterThanOrEqual(rows.length); // every row's contact, at least
    expect(counts[0]?.body.maskedAs).toBe('kind');
  });

  it('writes CSV with pseudonyms, one per contact across every page of the run', async () => {
    const dir = tempDir('mask-csv');
    const args = extractArgs(
      `${dir}/out`,
      ...DAY,
      '--format',
      'csv',
      '--mask-personal-data',
      '--mask-as',
      'pseudonym',
    );
    expect((await runCli(args, cliEnv(dir, SIM))).code).toBe(0);
    const folder = `${dir}/out/${WINDOW}`;
    const rows = readdirSync(folder)
      .filter((f) => f.endsWith('.csv'))
      .flatMap(
        (f) =>
          Papa.parse<Record<string, string>>(readFileSync(join(folder, f), 'utf8').trim(), { header: true })
            .data,
      );
    const expected = await expectedRows(QUERY, SIM);
    const tokenOf = new Map<string, string>();
    rows.forEach((row, i) => {
      const clear = String(expected[i]?.criteriaValue);
      expect(row.criteriaValue).toMatch(/^\[[A-Z]+-[0-9a-f]{12}\]$/);
      expect(tokenOf.get(clear) ?? row.criteriaValue).toBe(row.criteriaValue);
      tokenOf.set(clear, String(row.criteriaValue));
    });
    expect(new Set(tokenOf.values()).size).toBe(tokenOf.size);
    expect(sidecars(folder).every((c) => c.body.maskedAs === 'pseudonym')).toBe(true);
  });

  it('keeps a history (--since) masked: every day without an address, each with its counts beside it', async () => {
    const dir = tempDir('mask-history');
    const out = `${dir}/out`;
    const since = ['--since', '2026-10-05', '--end', '2026-10-06 23:59:59'];
    expect((await runCli(extractArgs(out, ...since, '--mask-personal-data'), cliEnv(dir, SIM))).code).toBe(0);
    const { rows } = await readParquetFolder(out);
    expect(rows.length).toBeGreaterThan(0);
    const cells = rows.flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string'));
    expect(cells.filter((c) => EMAIL.test(c))).toEqual([]);
    const history = `${out}/report=DIALOGS/tenant=1234`;
    const days = readdirSync(history).filter((d) => d.startsWith('day='));
    expect(days.length).toBeGreaterThan(0);
    const total = days.reduce((sum, day) => {
      const sidecar = sidecars(join(history, day))[0];
      expect(sidecar?.name).toBe('data.parquet.masking.json');
      return sum + Number(sidecar?.body.total);
    }, 0);
    expect(total).toBeGreaterThanOrEqual(rows.length);
    // The same history unmasked is refused before any call.
    const clear = await runCli(extractArgs(out, ...since), cliEnv(dir, SIM));
    expect(clear.code).toBe(2);
    expect(clear.stderr).toMatch(/masked with --mask-as kind/);
  });

  it('refuses to go on in a folder written unmasked, before any call', async () => {
    const dir = tempDir('mask-mixed');
    expect((await runCli(extractArgs(`${dir}/out`, ...DAY, '--format', 'csv'), cliEnv(dir, SIM))).code).toBe(
      0,
    );
    const again = await runCli(
      extractArgs(`${dir}/out`, ...DAY, '--format', 'csv', '--mask-personal-data'),
      cliEnv(dir, SIM),
    );
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/unmasked/);
  });
});

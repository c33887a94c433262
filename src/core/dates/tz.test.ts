import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
// Zones with daylight-saving changes at midnight (Santiago), by 30 minutes (Lord Howe), at 02:45
// (Chatham), in either hemisphere, plus UTC.
const ZONES = [
  'America/Santiago',
  'Europe/Madrid',
  'America/New_York',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
];

describe('the 90-day rule in zones with daylight saving', () => {
  it.each(ZONES)('holds on every day of 2026 in %s', { timeout: 60_000 }, async (zone) => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/core/dates/tz-check.ts'], {
      env: { ...process.env, TZ: zone },
    });
    const result: unknown = JSON.parse(stdout);
    expect(result).toEqual({ zone, failures: [] });
  });
});

import { createReportingClient } from '../../src/api/client';
import type { Credentials } from '../../src/api/types';
import type { Target } from '../environment';
import { keyLocks } from '../key-locks';

/** `CreateToken?info` as the service answers it, beside this process's own count of the calls it made. */
export async function printQuota(target: Target, credentials: Credentials, stateDir: string, json: boolean) {
  const client = createReportingClient({
    environment: target.environment,
    fetch: target.fetch,
    locks: keyLocks(stateDir, target.environment.timeScale),
  });
  await client.signIn(credentials);
  try {
    const info = await client.quotaInfo();
    const usage = client.usage();
    const local = { calls: usage.calls, kilobytes: Math.round(usage.kilobytes) };
    if (json) {
      process.stdout.write(JSON.stringify({ info: info.parsed ?? info.raw, localCount: local }) + '\n');
      return;
    }
    const q = info.parsed;
    if (!q) process.stdout.write(`The service answered in an unknown shape: ${JSON.stringify(info.raw)}\n`);
    else
      process.stdout.write(
        `${q.product} product: ${q.calls.used} of ${q.calls.limit} calls, ${q.kilobytes.used} of ` +
          `${q.kilobytes.limit} KB used; renews at ${q.renewsAt}\n`,
      );
    process.stdout.write(`This command made ${local.calls} call(s), ${local.kilobytes} KB.\n`);
  } finally {
    client.signOut();
  }
}

import { resolve } from 'node:path';
import { EXIT } from '../exit-codes';
import type { Finding } from '../verify/findings';
import { verifyFolder } from '../verify/verify-folder';

/** Problems printed at most: the first ones say what is wrong; the count says how much. */
const SHOWN = 20;

const lineOf = (f: Finding) => `${f.where}: ${f.message}`;

/**
 * `verify --out DIR`: the folder checked against its manifests and states, its problems in words (the
 * first ones) and what a stopped run left (notes, which the next run finishes); exit 0, or 1 on a problem.
 */
export async function runVerifyCommand(options: { out: string; json: boolean }): Promise<number> {
  const started = performance.now();
  const report = await verifyFolder(resolve(options.out));
  const seconds = (performance.now() - started) / 1000;
  const problems = report.findings.filter((f) => f.problem);
  const notes = report.findings.filter((f) => !f.problem);
  const ok = problems.length === 0;
  if (options.json) {
    const { histories, parts, rows } = report;
    const summary = { ok, histories, partitions: parts, rows, seconds, problems, notes };
    process.stdout.write(JSON.stringify(summary) + '\n');
  } else {
    for (const f of problems.slice(0, SHOWN)) process.stdout.write(lineOf(f) + '\n');
    if (problems.length > SHOWN)
      process.stdout.write(`... and ${problems.length - SHOWN} more problem(s).\n`);
    for (const f of notes) process.stdout.write(`note: ${lineOf(f)}\n`);
    process.stdout.write(
      `${ok ? 'Verified' : 'Not verified'}: ${report.histories} history(ies), ${report.parts} partition(s), ` +
        `${report.rows} rows in ${seconds.toFixed(1)} s; ${problems.length} problem(s).\n`,
    );
  }
  return ok ? EXIT.done : EXIT.notVerified;
}

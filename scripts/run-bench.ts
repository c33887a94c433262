// Child process of bench-all.mjs: imports one bench file, runs it, judges its figures against the
// machine's reference (BENCH_REFERENCE, measured once by bench-all.mjs) and writes them as JSON.
// With `--reference` in place of the bench file, it measures that reference instead.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { judge, type Bench } from '../bench/metric';
import { describeReference, measureReference, reference } from '../bench/reference';

const [file, out] = process.argv.slice(2);
if (!file || !out) throw new Error('usage: run-bench.ts <bench file | --reference> <out.json>');
if (file === '--reference') {
  const measured = await measureReference();
  console.log(`Machine reference: ${describeReference(measured)}`);
  writeFileSync(out, JSON.stringify(measured));
  process.exit(0);
}
const mod = (await import(pathToFileURL(file).href)) as { default: Bench };
const measured = await mod.default();
const ref = await reference();
writeFileSync(out, JSON.stringify(measured.map((m) => judge(m, ref))));
process.exit(0);

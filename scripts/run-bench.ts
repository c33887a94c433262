// Child process of bench-all.mjs: imports one bench file, runs it, writes its metrics as JSON.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Bench } from '../bench/metric';

const [file, out] = process.argv.slice(2);
if (!file || !out) throw new Error('usage: run-bench.ts <bench file> <out.json>');
const mod = (await import(pathToFileURL(file).href)) as { default: Bench };
const metrics = await mod.default();
writeFileSync(out, JSON.stringify(metrics));
process.exit(0);

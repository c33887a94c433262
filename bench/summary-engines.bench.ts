// The Summary against the analytic engines built for in-browser analytics, DuckDB-WASM and Perspective, on
// the same rows, script and painter (bench/summary.bench.ts, bench/summary-page/engine-page.ts): ours is held
// to the faster of the two for each figure.
import { summaryEnginesRun } from './summary.bench';

export default summaryEnginesRun;

import { AsyncDuckDB, VoidLogger, type AsyncDuckDBConnection } from '@duckdb/duckdb-wasm';
import wasmUrl from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import workerUrl from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';
import { ARROW } from './arrow-rows';
import { engineBench, type EngineCell, type EngineGroup } from './engine-page';

/**
 * Peer page of the summary bench: DuckDB-WASM, its `eh` bundle (WebAssembly exceptions, no threads: the
 * `coi` one needs cross-origin isolation) in its worker, over the very rows ours makes, loaded as Arrow. Each
 * summary is one SQL query; the filter of every column is `contains` on the search column (arrow-rows.ts).
 * Nothing here is shipped: the app never imports it.
 */
const TABLE = 'dialogs';
const { channel, intent, agent, confidence, search } = ARROW;

let connection: AsyncDuckDBConnection | null = null;
const ready = (async () => {
  const db = new AsyncDuckDB(new VoidLogger(), new Worker(workerUrl));
  await db.instantiate(wasmUrl);
  connection = await db.connect();
})();
const connected = () => {
  if (!connection) throw new Error('DuckDB is not connected yet');
  return connection;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const number = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : NaN);

/** The rows of a query's answer, each as the named columns' values. */
async function query(sql: string, names: readonly string[]): Promise<unknown[][]> {
  const result = await connected().query(sql);
  const columns = names.map((name) => {
    const column = result.getChild(name);
    if (!column) throw new Error(`DuckDB answered no column ${name}`);
    return column;
  });
  const out: unknown[][] = [];
  for (let i = 0; i < result.numRows; i++) out.push(columns.map((c): unknown => c.get(i)));
  return out;
}

engineBench('DuckDB-WASM', {
  ready,
  insert: (ipc, first) => connected().insertArrowFromIPCStream(ipc, { name: TABLE, create: first }),
  async group(word) {
    const where = word === '' ? '' : `WHERE contains(${search}, '${word.replaceAll("'", "''")}')`;
    const rows = await query(
      `SELECT ${channel}, ${intent}, count(*)::INTEGER AS n, avg(${confidence}) AS a FROM ${TABLE} ${where} GROUP BY ${channel}, ${intent}`,
      [channel, intent, 'n', 'a'],
    );
    return rows.map(([c, i, n, a]): EngineGroup => ({
      channel: text(c),
      intent: text(i),
      count: number(n),
      average: a === null ? null : number(a),
    }));
  },
  async pivot() {
    // One GROUP BY of the three columns: what DuckDB's PIVOT statement runs before spreading the agents
    // into columns, which the painter does here as for every page.
    const rows = await query(
      `SELECT ${channel}, ${intent}, ${agent}, count(*)::INTEGER AS n FROM ${TABLE} GROUP BY ${channel}, ${intent}, ${agent}`,
      [channel, intent, agent, 'n'],
    );
    return rows.map(([c, i, a, n]): EngineCell => ({
      channel: text(c),
      intent: text(i),
      agent: text(a),
      count: number(n),
    }));
  },
});

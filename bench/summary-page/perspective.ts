import perspective, { type Client, type Table, type View } from '@finos/perspective';
import clientWasm from '@finos/perspective/dist/wasm/perspective-js.wasm?url';
import serverWasm from '@finos/perspective/dist/wasm/perspective-server.wasm?url';
import { ARROW } from './arrow-rows';
import { engineBench, type EngineCell, type EngineGroup } from './engine-page';

/**
 * Peer page of the summary bench: FINOS Perspective, its engine in its worker (the one perspective.worker()
 * starts), over the very rows ours makes, loaded as Arrow (a table, then update() with the rest). Each summary
 * is a view read as columns and deleted; the filter of every column is its `contains` on the search column
 * (arrow-rows.ts). Nothing here is shipped: the app never imports it.
 */
const { channel, intent, agent, confidence, search } = ARROW;

perspective.init_server(fetch(serverWasm));
perspective.init_client(fetch(clientWasm));

let client: Client | null = null;
let table: Table | null = null;
const ready = (async () => {
  client = await perspective.worker();
})();
const opened = () => {
  if (!table) throw new Error('Perspective has no table yet');
  return table;
};

/** The bytes of an Arrow stream as the ArrayBuffer Perspective takes (a copy only where it is a slice). */
const bufferOf = (ipc: Uint8Array): ArrayBuffer =>
  ipc.byteOffset === 0 && ipc.byteLength === ipc.buffer.byteLength && ipc.buffer instanceof ArrayBuffer
    ? ipc.buffer
    : ipc.slice().buffer;

type ViewConfig = NonNullable<Parameters<Table['view']>[0]>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const number = (v: unknown) => (typeof v === 'number' ? v : NaN);
const array = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A view's columns, by name, then deleted (a view left open is kept up to date at every update). */
async function columnsOf(config: ViewConfig): Promise<Record<string, unknown[]>> {
  const view = await opened().view(config);
  try {
    const columns: object = await view.to_columns();
    return Object.fromEntries(Object.entries(columns).map(([name, values]) => [name, array(values)]));
  } finally {
    await view.delete();
  }
}

/** The groups of the second level: Perspective's answer holds the total and the first level's too. */
const second = (paths: unknown[]) =>
  paths.flatMap((path, i) => {
    const keys = array(path);
    return keys.length === 2 ? [{ i, channel: text(keys[0]), intent: text(keys[1]) }] : [];
  });

const COUNTED = search;

/** The grouping of the bench (group by channel and intent, count and average confidence) as a view's config. */
const grouping = (word: string): ViewConfig => ({
  group_by: [channel, intent],
  columns: [COUNTED, confidence],
  aggregates: { [COUNTED]: 'count', [confidence]: 'avg' },
  filter: word === '' ? [] : [[search, 'contains', word]],
});

/** A view's groups as the bench compares them. */
function groupsOf(columns: Record<string, unknown[]>): EngineGroup[] {
  const counts = columns[COUNTED] ?? [];
  const averages = columns[confidence] ?? [];
  return second(columns.__ROW_PATH__ ?? []).map(({ i, channel: c, intent: t }): EngineGroup => ({
    channel: c,
    intent: t,
    count: number(counts[i]),
    average: averages[i] === null ? null : number(averages[i]),
  }));
}

const columnsOfView = async (view: View) => {
  const columns: object = await view.to_columns();
  return Object.fromEntries(Object.entries(columns).map(([name, values]) => [name, array(values)]));
};

/** The view kept open while rows land: Perspective updates it with each table.update(). */
let open: View | null = null;

engineBench('Perspective', {
  ready,
  async insert(ipc, first) {
    if (!client) throw new Error('Perspective is not started yet');
    if (first) table = await client.table(bufferOf(ipc));
    else await opened().update(bufferOf(ipc));
  },
  group: async (word) => groupsOf(await columnsOf(grouping(word))),
  async pivot() {
    const columns = await columnsOf({
      group_by: [channel, intent],
      split_by: [agent],
      columns: [COUNTED],
      aggregates: { [COUNTED]: 'count' },
    });
    const groups = second(columns.__ROW_PATH__ ?? []);
    const cells: EngineCell[] = [];
    for (const [name, values] of Object.entries(columns)) {
      // A split column is named "<agent>|<column>".
      if (!name.endsWith(`|${COUNTED}`)) continue;
      const a = name.slice(0, -COUNTED.length - 1);
      for (const g of groups) {
        const n = values[g.i];
        if (typeof n === 'number' && n > 0)
          cells.push({ channel: g.channel, intent: g.intent, agent: a, count: n });
      }
    }
    return cells;
  },
  live: {
    async open() {
      open = await opened().view(grouping(''));
      return groupsOf(await columnsOfView(open));
    },
    /** update() resolves once every view of the table has taken the rows (Perspective's docs). */
    async update(ipc) {
      if (!open) throw new Error('no view is open');
      await opened().update(bufferOf(ipc));
      return groupsOf(await columnsOfView(open));
    },
    async close() {
      await open?.delete();
      open = null;
    },
  },
});

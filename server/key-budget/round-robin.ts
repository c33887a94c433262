import { createLastTurns, type LastTurns } from './last-turns';

/** Who waits first: an analyst's page before the command line's extraction. */
export type Priority = 'interactive' | 'background';

export interface Waiter<T> {
  client: string;
  priority: Priority;
  value: T;
}

interface ClientQueue<T> {
  client: string;
  waiting: Waiter<T>[];
}

/**
 * The calls waiting on one key, in turns: interactive clients before background ones, and inside each
 * priority one call per client in turn (round-robin), each client's own calls in the order it sent them.
 * A client new to the rotation joins at its end, so a flood from one client is served one call a round,
 * like everyone else. A client back after its queue emptied (an analyst paging sends the next page only
 * once the last is in) goes before those who had a turn since its own: without that, whoever turned
 * an answer round faster took two turns in a row. Pure: no time, no I/O.
 */
export class RoundRobin<T> {
  private readonly rotations: Record<Priority, ClientQueue<T>[]> = { interactive: [], background: [] };
  private count = 0;

  /** `served` remembers clients' last turns; by default for as long as this queue lives. */
  constructor(private readonly served: LastTurns = createLastTurns().of('')) {}

  get size(): number {
    return this.count;
  }

  add(waiter: Waiter<T>): void {
    const rotation = this.rotations[waiter.priority];
    let queue = rotation.find((q) => q.client === waiter.client);
    if (!queue) {
      queue = { client: waiter.client, waiting: [] };
      rotation.splice(this.joinAt(rotation, waiter.client), 0, queue);
    }
    queue.waiting.push(waiter);
    this.count++;
  }

  /** Takes the next call out: the head of the first client in turn, who then goes to the end of the round. */
  next(): Waiter<T> | undefined {
    const rotation =
      this.rotations.interactive.length > 0 ? this.rotations.interactive : this.rotations.background;
    const queue = rotation.shift();
    const waiter = queue?.waiting.shift();
    if (!queue || !waiter) return undefined;
    if (queue.waiting.length > 0) rotation.push(queue);
    this.count--;
    this.served.note(queue.client);
    return waiter;
  }

  /** Where a client not in the rotation joins it: before the first who had a turn since its own, else last. */
  private joinAt(rotation: readonly ClientQueue<T>[], client: string): number {
    const last = this.served.of(client);
    if (last === undefined) return rotation.length;
    const at = rotation.findIndex((q) => (this.served.of(q.client) ?? -Infinity) > last);
    return at < 0 ? rotation.length : at;
  }

  /** Takes one call out of the queue wherever it stands; the other calls keep their places. */
  remove(waiter: Waiter<T>): boolean {
    const rotation = this.rotations[waiter.priority];
    const at = rotation.findIndex((q) => q.client === waiter.client);
    const queue = rotation[at];
    const index = queue ? queue.waiting.indexOf(waiter) : -1;
    if (!queue || index < 0) return false;
    queue.waiting.splice(index, 1);
    if (queue.waiting.length === 0) rotation.splice(at, 1);
    this.count--;
    return true;
  }

  /** The client with the most calls waiting, and its newest call: what a full queue gives up first. */
  largest(): { client: string; count: number; newest: Waiter<T> } | undefined {
    let best: ClientQueue<T> | undefined;
    for (const q of [...this.rotations.interactive, ...this.rotations.background])
      if (!best || q.waiting.length > best.waiting.length) best = q;
    const newest = best?.waiting.at(-1);
    return best && newest ? { client: best.client, count: best.waiting.length, newest } : undefined;
  }

  /** How many calls of `client` wait, at any priority. */
  countOf(client: string): number {
    let n = 0;
    for (const q of [...this.rotations.interactive, ...this.rotations.background])
      if (q.client === client) n += q.waiting.length;
    return n;
  }

  /** Distinct clients with a call waiting. */
  clients(): Set<string> {
    return new Set([...this.rotations.interactive, ...this.rotations.background].map((q) => q.client));
  }

  /**
   * How many calls go before a call of `client` at `priority` if it were added now (or before `waiter`,
   * already in): round-robin gives each client ahead of it in the round one call more than its own
   * count before it, and each client behind it as many; background calls also wait for every interactive one.
   */
  ahead(client: string, priority: Priority, waiter?: Waiter<T>): number {
    const rotation = this.rotations[priority];
    const at = rotation.findIndex((q) => q.client === client);
    const own = rotation[at];
    const turn = waiter && own ? own.waiting.indexOf(waiter) : (own?.waiting.length ?? 0);
    const position = at < 0 ? this.joinAt(rotation, client) : at;
    let n =
      priority === 'background' ? this.rotations.interactive.reduce((s, q) => s + q.waiting.length, 0) : 0;
    rotation.forEach((q, i) => {
      if (q.client === client) n += turn;
      else n += Math.min(q.waiting.length, i < position ? turn + 1 : turn);
    });
    return n;
  }
}

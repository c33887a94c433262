import { Dictionary } from './dictionary';

/** A typed column that grows as pages arrive, doubling so a run of n rows copies O(n) in all. */
function grown<T extends Int32Array | Float64Array | Uint8Array>(
  array: T,
  need: number,
  make: (n: number) => T,
): T {
  if (need <= array.length) return array;
  const next = make(Math.max(need, array.length * 2, 1024));
  next.set(array);
  return next;
}

/**
 * The fields of DIALOGS rows the overview reads, as typed columns: strings become dictionary codes,
 * confidences and dates numbers (NaN where a row has none). Row i of every column is the run's row i.
 */
export class DialogsColumns {
  length = 0;
  readonly conversations = new Dictionary();
  readonly channels = new Dictionary();
  readonly intents = new Dictionary();
  readonly engines = new Dictionary();
  readonly secuenceTypes = new Dictionary();
  conversation = new Int32Array(0);
  channel = new Int32Array(0);
  part = new Int32Array(0);
  currentIntent = new Int32Array(0);
  /** The intents' code, or -1 where the row has no previous intent. */
  previousIntent = new Int32Array(0);
  confidence = new Float64Array(0);
  minConfidence = new Float64Array(0);
  attempt = new Int32Array(0);
  engine = new Int32Array(0);
  secuenceType = new Int32Array(0);
  /** Epoch ms of `date`, and its hour on the wall clock of the zone shown (time-buckets.ts). */
  time = new Float64Array(0);
  hour = new Float64Array(0);

  /** Room for `n` more rows. */
  reserve(n: number) {
    const need = this.length + n;
    const i32 = (k: number) => new Int32Array(k);
    const f64 = (k: number) => new Float64Array(k);
    this.conversation = grown(this.conversation, need, i32);
    this.channel = grown(this.channel, need, i32);
    this.part = grown(this.part, need, i32);
    this.currentIntent = grown(this.currentIntent, need, i32);
    this.previousIntent = grown(this.previousIntent, need, i32);
    this.confidence = grown(this.confidence, need, f64);
    this.minConfidence = grown(this.minConfidence, need, f64);
    this.attempt = grown(this.attempt, need, i32);
    this.engine = grown(this.engine, need, i32);
    this.secuenceType = grown(this.secuenceType, need, i32);
    this.time = grown(this.time, need, f64);
    this.hour = grown(this.hour, need, f64);
  }
}

/** Per conversation (by its dictionary code), kept up to date as rows are folded in. */
export class ConversationColumns {
  length = 0;
  first = new Float64Array(0);
  last = new Float64Array(0);
  messages = new Int32Array(0);
  customerTurns = new Int32Array(0);
  handedOff = new Uint8Array(0);
  /** Intent and channel of the conversation's earliest row. */
  firstIntent = new Int32Array(0);
  channel = new Int32Array(0);

  /** Makes room for conversation `code` (a new one starts with no time and no rows). */
  ensure(code: number) {
    if (code < this.length) return;
    const need = code + 1;
    const from = this.first.length;
    this.first = grown(this.first, need, (k) => new Float64Array(k));
    this.last = grown(this.last, need, (k) => new Float64Array(k));
    this.messages = grown(this.messages, need, (k) => new Int32Array(k));
    this.customerTurns = grown(this.customerTurns, need, (k) => new Int32Array(k));
    this.handedOff = grown(this.handedOff, need, (k) => new Uint8Array(k));
    this.firstIntent = grown(this.firstIntent, need, (k) => new Int32Array(k));
    this.channel = grown(this.channel, need, (k) => new Int32Array(k));
    if (this.first.length > from) {
      this.first.fill(Infinity, from);
      this.last.fill(-Infinity, from);
      this.firstIntent.fill(-1, from);
      this.channel.fill(-1, from);
    }
    this.length = need;
  }
}

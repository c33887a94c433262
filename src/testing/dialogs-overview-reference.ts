import type { Bucket, DialogsOverview, Histogram, Share } from '../core/analytics';

/**
 * The DIALOGS overview written the plain way, straight from docs/analytics.md over row objects: what the
 * typed-column fold of src/core/analytics is checked against.
 */
type Row = Readonly<Record<string, unknown>>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : NaN);
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : -1);
const rate = (a: number, b: number) => (b === 0 ? 0 : a / b);
const cmp = (a: string | null, b: string | null) =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;

function hist(values: number[]): Histogram {
  const sorted = [...values].sort((a, b) => a - b);
  const max = sorted.at(-1) ?? 0;
  const width = Math.max(1, Math.ceil((max + 1) / 20));
  const counts: number[] = Array.from({ length: Math.ceil((max + 1) / width) }, () => 0);
  for (const v of sorted) counts[Math.floor(v / width)] = (counts[Math.floor(v / width)] ?? 0) + 1;
  const at = (p: number) =>
    sorted.length ? (sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0) : 0;
  return { width, counts, p50: at(0.5), p90: at(0.9), total: sorted.length };
}

function shareList(values: (string | null)[]): Share[] {
  const counts = new Map<string | null, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count, share: rate(count, values.length) }))
    .sort((a, b) => b.count - a.count || cmp(a.value, b.value));
}

export function referenceOverview(rows: readonly Row[], bucket: Bucket, offsetMs: number): DialogsOverview {
  const size = bucket === 'hour' ? 3_600_000 : 86_400_000;
  const bucketOf = (ms: number) => Math.floor((ms + offsetMs) / size) * size;
  const timeOf = (r: Row) => Date.parse(str(r['date']) ?? '');
  const isNU = (r: Row) => int(r['part']) === 1 && num(r['confidence']) < num(r['minConfidence']);
  const customers = rows.filter((r) => int(r['part']) === 1);
  const nu = customers.filter(isNU);
  const channels: (string | null)[] = [...new Set(rows.map((r) => str(r['channelName'])))];
  const byConversation = new Map<string, Row[]>();
  for (const r of rows) {
    const id = str(r['conversationId']);
    if (id !== null) byConversation.set(id, [...(byConversation.get(id) ?? []), r]);
  }
  const conversations = [...byConversation.values()].map((list) => {
    const dated = list.filter((r) => !Number.isNaN(Date.parse(str(r['date']) ?? '')));
    const times = dated.map((r) => Date.parse(str(r['date']) ?? ''));
    // The earliest dated row, the first received among equals; the first row when none is dated.
    const first = dated.reduce((best, r) => (timeOf(r) < timeOf(best) ? r : best), dated[0] ?? list[0] ?? {});
    return {
      rows: list,
      first,
      start: times.length ? Math.min(...times) : NaN,
      end: times.length ? Math.max(...times) : NaN,
      handedOff: list.some((r) => int(r['part']) === 2 || int(r['part']) === 4),
    };
  });
  const handedOff = conversations.filter((c) => c.handedOff).length;
  const starts = [
    ...new Set(
      [...rows.map(timeOf), ...conversations.map((c) => c.start)]
        .filter((t) => !Number.isNaN(t))
        .map(bucketOf),
    ),
  ].sort((a, b) => a - b);
  const pairs = new Map<string, { from: string | null; to: string | null; count: number }>();
  for (const r of rows) {
    const from = str(r['previousIntent']);
    if (from === null) continue;
    const to = str(r['currentIntent']);
    const key = JSON.stringify([from, to]);
    pairs.set(key, { from, to, count: (pairs.get(key)?.count ?? 0) + 1 });
  }
  const intents = [...new Set(customers.map((r) => str(r['currentIntent'])))];
  const firsts = new Map<string | null, { n: number; h: number }>();
  for (const c of conversations) {
    const intent = str(c.first['currentIntent']);
    const f = firsts.get(intent) ?? { n: 0, h: 0 };
    firsts.set(intent, { n: f.n + 1, h: f.h + (c.handedOff ? 1 : 0) });
  }
  const bins = Array.from({ length: 20 }, () => 0);
  for (const r of customers) {
    const c = num(r['confidence']);
    if (!Number.isNaN(c)) {
      const bin = Math.min(19, Math.max(0, Math.floor(c * 20)));
      bins[bin] = (bins[bin] ?? 0) + 1;
    }
  }
  const dur = conversations
    .filter((c) => !Number.isNaN(c.start))
    .map((c) => Math.floor((c.end - c.start) / 1000));
  const chConv = new Map<string | null, { n: number; h: number }>();
  for (const c of conversations) {
    const ch = str(c.first['channelName']);
    const f = chConv.get(ch) ?? { n: 0, h: 0 };
    chConv.set(ch, { n: f.n + 1, h: f.h + (c.handedOff ? 1 : 0) });
  }
  return {
    rows: rows.length,
    conversations: conversations.length,
    channels,
    byChannel: channels
      .map((channel) => {
        const mine = rows.filter((r) => str(r['channelName']) === channel);
        const cust = mine.filter((r) => int(r['part']) === 1);
        const n = chConv.get(channel)?.n ?? 0;
        const h = chConv.get(channel)?.h ?? 0;
        const u = cust.filter(isNU).length;
        return {
          channel,
          conversations: n,
          messages: mine.length,
          handedOff: h,
          containment: rate(n - h, n),
          customer: cust.length,
          notUnderstood: u,
          notUnderstoodRate: rate(u, cust.length),
        };
      })
      .sort(
        (a, b) => b.conversations - a.conversations || b.messages - a.messages || cmp(a.channel, b.channel),
      ),
    bucket,
    overTime: starts.map((start) => {
      const mine = rows.filter((r) => !Number.isNaN(timeOf(r)) && bucketOf(timeOf(r)) === start);
      const convs = conversations.filter((c) => !Number.isNaN(c.start) && bucketOf(c.start) === start);
      const h = convs.filter((c) => c.handedOff).length;
      const cust = mine.filter((r) => int(r['part']) === 1);
      const u = cust.filter(isNU).length;
      return {
        start,
        conversations: convs.length,
        handedOff: h,
        containment: rate(convs.length - h, convs.length),
        messages: mine.length,
        messagesByChannel: channels.map((ch) => mine.filter((r) => str(r['channelName']) === ch).length),
        customer: cust.length,
        notUnderstood: u,
        notUnderstoodRate: rate(u, cust.length),
      };
    }),
    handedOff,
    containment: rate(conversations.length - handedOff, conversations.length),
    customer: customers.length,
    notUnderstood: nu.length,
    notUnderstoodRate: rate(nu.length, customers.length),
    reasks: customers.filter((r) => int(r['attempt']) > 1).length,
    byIntent: intents
      .map((intent) => {
        const c = customers.filter((r) => str(r['currentIntent']) === intent);
        const u = c.filter(isNU).length;
        return { intent, customer: c.length, notUnderstood: u, rate: rate(u, c.length) };
      })
      .sort(
        (a, b) => b.notUnderstood - a.notUnderstood || b.customer - a.customer || cmp(a.intent, b.intent),
      ),
    pairs: [...pairs.values()]
      .sort((a, b) => b.count - a.count || cmp(a.from, b.from) || cmp(a.to, b.to))
      .slice(0, 20),
    firstIntents: [...firsts]
      .map(([intent, f]) => ({ intent, conversations: f.n, handedOff: f.h, handedOffShare: rate(f.h, f.n) }))
      .sort((a, b) => b.conversations - a.conversations || cmp(a.intent, b.intent)),
    length: {
      messages: hist(conversations.map((c) => c.rows.length)),
      customerTurns: hist(conversations.map((c) => c.rows.filter((r) => int(r['part']) === 1).length)),
      durationSeconds: hist(dur),
    },
    confidence: { bins, under: nu.length, underShare: rate(nu.length, customers.length) },
    cognitiveEngines: shareList(rows.map((r) => str(r['cognitiveEngine']))),
    secuenceTypes: shareList(
      rows.map((r) => (typeof r['secuenceType'] === 'number' ? String(r['secuenceType']) : null)),
    ),
  };
}

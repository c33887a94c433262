// Average linkage (UPGMA) over a sparse list of similarities: the two most alike clusters merge while
// they are at least as alike as `at`, a merged cluster as alike to another as its parts on average
// (weighted by how many items each holds; a pair not listed counts as 0). Unlike joining any two alike
// items, a cluster of one topic does not reach through one item to a near topic.

interface Candidate {
  near: number;
  a: number;
  b: number;
  /** The clusters' merge counts when it was pushed: a candidate of a cluster that merged since is stale. */
  stampA: number;
  stampB: number;
}

const before = (x: Candidate, y: Candidate) =>
  x.near > y.near || (x.near === y.near && (x.a < y.a || (x.a === y.a && x.b < y.b)));

/** A binary heap, most alike first (ties by the lower ids, so the result does not depend on input order). */
class Candidates {
  private readonly heap: Candidate[] = [];
  push(c: Candidate) {
    const h = this.heap;
    let i = h.push(c) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const parent = h[up];
      if (!parent || !before(c, parent)) break;
      h[i] = parent;
      i = up;
    }
    h[i] = c;
  }
  pop(): Candidate | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length === 0 || !last) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let next = i;
      let best = last;
      const left = h[l];
      const right = h[r];
      if (left && before(left, best)) [next, best] = [l, left];
      if (right && before(right, best)) [next, best] = [r, right];
      if (next === i) break;
      h[i] = best;
      i = next;
    }
    h[i] = last;
    return top;
  }
}

/** The cluster of each of `n` items, as its smallest item. `pairs` are [a, b, similarity], a < b. */
export function averageLinkage(n: number, pairs: readonly [number, number, number][], at: number) {
  const near = Array.from({ length: n }, () => new Map<number, number>());
  const weight = new Int32Array(n).fill(1);
  const stamp = new Int32Array(n);
  const into = Int32Array.from({ length: n }, (_, i) => i);
  const queue = new Candidates();
  const offer = (a: number, b: number, s: number) => {
    if (s >= at) queue.push({ near: s, a, b, stampA: stamp[a] ?? 0, stampB: stamp[b] ?? 0 });
  };
  for (const [a, b, s] of pairs) {
    near[a]?.set(b, s);
    near[b]?.set(a, s);
    offer(a, b, s);
  }
  for (let c = queue.pop(); c; c = queue.pop()) {
    if (c.stampA !== stamp[c.a] || c.stampB !== stamp[c.b] || into[c.a] !== c.a || into[c.b] !== c.b)
      continue;
    merge(c.a, c.b);
  }
  function merge(keep: number, gone: number) {
    const wk = weight[keep] ?? 1;
    const wg = weight[gone] ?? 1;
    const kept = near[keep] ?? new Map<number, number>();
    const lost = near[gone] ?? new Map<number, number>();
    for (const other of new Set([...kept.keys(), ...lost.keys()])) {
      if (other === keep || other === gone) continue;
      const s = ((kept.get(other) ?? 0) * wk + (lost.get(other) ?? 0) * wg) / (wk + wg);
      kept.set(other, s);
      near[other]?.delete(gone);
      near[other]?.set(keep, s);
    }
    kept.delete(gone);
    lost.clear();
    weight[keep] = wk + wg;
    into[gone] = keep;
    stamp[keep] = (stamp[keep] ?? 0) + 1;
    for (const [other, s] of kept) offer(Math.min(keep, other), Math.max(keep, other), s);
  }
  for (let i = 0; i < n; i++) into[i] = into[into[i] ?? i] ?? i;
  return into;
}

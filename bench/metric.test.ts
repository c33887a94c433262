import { afterEach, describe, expect, it, vi } from 'vitest';
import { judge, metric } from './metric';
import type { Reference } from './reference';

/** A machine at 4x whose plain list scrolled at a p95 of two frames, 23 % of them late. */
const slowMachine: Reference = {
  node: 7.3,
  page: 9.5,
  worker: 9.2,
  frame: 16.7,
  scroll: { p95: 33.3, p50: 16.7, late: 0.23 },
  throttle: 4,
};
const quietMachine: Reference = { ...slowMachine, scroll: { p95: 16.7, p50: 16.7, late: 0 }, throttle: 1 };

describe('a scroll figure on a slow machine', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is held to 1.25 times the plain list of the same run, not to one frame', () => {
    vi.stubEnv('BENCH_CPU_THROTTLE', '4');
    const within = judge(metric('p95 frame', 33.3, 'ms', 16.7, 'lower', { scroll: 'p95' }), slowMachine);
    const over = judge(metric('p95 frame', 50, 'ms', 16.7, 'lower', { scroll: 'p95' }), slowMachine);

    expect(within).toMatchObject({ rule: 'probe', target: 41.625, meets: true });
    expect(within.probe).toEqual({ value: 33.3, maxRatio: 1.25 });
    expect(over.meets).toBe(false);
  });

  it('has its late frames held to 1.25 times the plain list’s share', () => {
    vi.stubEnv('BENCH_CPU_THROTTLE', '4');
    const late = judge(metric('late frames', 37.7, '%', 0, 'lower', { scroll: 'late' }), slowMachine);

    expect(late).toMatchObject({ target: 28.75, meets: false, counted: true });
  });

  it('keeps its one frame on the machine as it is, and prints its late frames without judging them', () => {
    const p95 = judge(metric('p95 frame', 16.7, 'ms', 16.7, 'lower', { scroll: 'p95' }), quietMachine);
    const late = judge(metric('late frames', 3, '%', 0, 'lower', { scroll: 'late' }), quietMachine);

    expect(p95).toMatchObject({ rule: 'fixed', target: 16.7, meets: true });
    expect(p95.probe?.value).toBe(16.7);
    expect(late).toMatchObject({ rule: 'comparison', counted: false });
  });
});

describe('a longest task on a slow machine', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is judged by the CPU it took, against 50 ms, with its wall time kept beside', () => {
    vi.stubEnv('BENCH_CPU_THROTTLE', '4');
    const task = judge(metric('longest task', 134, 'ms', 16, 'lower', { cpu: 45.3 }), slowMachine);

    expect(task).toMatchObject({ value: 45.3, wall: 134, target: 50, meets: true });
  });

  it('is judged by its wall time on the machine as it is', () => {
    const task = judge(metric('longest task', 60, 'ms', 50, 'lower', { cpu: 45.3 }), quietMachine);

    expect(task).toMatchObject({ value: 60, target: 50, meets: false });
    expect(task.wall).toBeUndefined();
  });
});

import { clientLimits, clientWindows } from '../../api/client-limits';
import { PRODUCTS, type Product, type QuotaInfo } from '../../core/contract';
import { DAY_MS } from '../../core/dates';
import type { Engine, ViewPlan } from '../../engine/types';
import type { I18nTools } from '../../lib/i18n';

type Tools = Pick<I18nTools, 't' | 'f'>;

/**
 * Whole days of a range, and of them the days the device holds and those the team's server holds, each
 * never rounded up, so "29 of 30 days on this device" reads 29; the rest is what is fetched.
 */
function daysOf(plan: ViewPlan) {
  const days = Math.max(1, Math.round(plan.rangeMs / DAY_MS));
  const device = Math.min(days, Math.floor(plan.deviceMs / DAY_MS));
  const team = Math.min(days - device, Math.floor(plan.teamMs / DAY_MS));
  return { days, device, team, fetch: days - device - team };
}

/** The calls the rest of a plan should take, and their time at the rate limit. */
function callsOf(plan: ViewPlan, environment: Engine['environment'], { f }: Pick<I18nTools, 'f'>) {
  const calls = plan.estimate?.calls ?? 0;
  const interval = clientWindows(clientLimits(environment.timeScale)).clientIntervalMs;
  return { calls, time: f.duration(calls * interval) };
}

/** The kilobytes a plan should take and their share of the 12-hour bandwidth, or that no row says yet. */
function sizeOf(plan: ViewPlan, product: Product, { t, f }: Tools) {
  if (plan.kilobytes === null) return t('plan.size.unknown');
  return t('plan.size.known', {
    kb: f.kb(plan.kilobytes),
    share: f.share(plan.kilobytes / PRODUCTS[product].kb),
  });
}

/** Where the range's days come from: this device, the team's server, and (`fetching`) the service. */
const sourcesOf = (plan: ViewPlan, fetching: boolean, { t }: Tools) =>
  t('plan.sources', { ...daysOf(plan), fetching: fetching ? 'yes' : 'no' });

/** The sentence before any note: what comes from where, and what fetching the rest should cost. */
function costText(plan: ViewPlan, environment: Engine['environment'], product: Product, tools: Tools) {
  const { t, f } = tools;
  const { days, team } = daysOf(plan);
  const fetches = plan.legs.filter((l) => l.kind === 'fetch').length;
  if (fetches === 0) {
    return team === 0 && plan.teamMs === 0
      ? t('plan.allStored', { days })
      : t('plan.noCall', { sources: sourcesOf(plan, false, tools) });
  }
  if (plan.deviceMs === 0 && plan.teamMs === 0 && !plan.estimate)
    return t('plan.nothingStored', { days, queries: fetches });
  if (!plan.estimate) return t('plan.someStored', { sources: sourcesOf(plan, false, tools) });
  const { calls, time } = callsOf(plan, environment, { f });
  return t('plan.estimate', {
    sources: sourcesOf(plan, true, tools),
    calls,
    time,
    share: f.share(calls / PRODUCTS[product].calls),
    size: sizeOf(plan, product, tools),
  });
}

/** What the last quota check left, when it is less than the plan needs (calls or kilobytes). */
function quotaNote(plan: ViewPlan, quota: QuotaInfo | null | undefined, { t, f }: Tools): string | null {
  if (!quota || !plan.estimate) return null;
  const short =
    plan.estimate.calls > quota.calls.remaining ||
    (plan.kilobytes !== null && plan.kilobytes > quota.kilobytes.remaining);
  return short
    ? t('plan.quotaShort', { calls: quota.calls.remaining, kb: f.kb(quota.kilobytes.remaining) })
    : null;
}

/**
 * What running the query would cost, before it runs: how much of its range is on this device and on the
 * team's server, and the calls, time, kilobytes and shares of the 12-hour quota the rest should take.
 * Every sentence starts with "Next run", so it is never read as what the run on screen cost (that is the
 * run's own line). No estimate before any history: a guess would be worse than none. Then what the plan
 * could not count on: a direct environment has no team history; a server that did not answer was left
 * out; the last quota check leaves less than the run needs.
 */
export function planText(
  plan: ViewPlan,
  environment: Engine['environment'],
  product: Product,
  tools: Tools,
  quota?: QuotaInfo | null,
): string {
  const notes = [
    costText(plan, environment, product, tools),
    environment.mode === 'direct' ? tools.t('plan.team.direct') : null,
    plan.team === 'unreachable' ? tools.t('plan.team.unreachable') : null,
    quotaNote(plan, quota, tools),
  ];
  return notes.filter((note) => note !== null).join(' ');
}

/**
 * What a Refresh of the run on screen would fetch now (what had not settled and what is new), for its
 * tooltip; null when the plan has no estimate.
 */
export function refreshText(plan: ViewPlan, environment: Engine['environment'], tools: Tools): string | null {
  if (!plan.estimate) return null;
  return tools.t('plan.refresh', callsOf(plan, environment, tools));
}

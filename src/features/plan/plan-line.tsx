import { clientLimits, clientWindows } from '../../api/client-limits';
import { PRODUCTS, type Product } from '../../core/contract/products';
import { DAY_MS } from '../../core/dates';
import type { Engine, ViewPlan } from '../../engine/types';
import { useI18n, type I18nTools } from '../../lib/i18n';
import './plan.css';

/** Whole days of a range, and the whole days of it the device holds (never rounded up to all of them). */
function daysOf(plan: ViewPlan) {
  const days = Math.max(1, Math.round(plan.rangeMs / DAY_MS));
  return { days, device: Math.min(days, Math.floor(plan.deviceMs / DAY_MS)) };
}

/** The calls the rest of a plan should take, and their time at the rate limit. */
function callsOf(plan: ViewPlan, environment: Engine['environment'], { f }: Pick<I18nTools, 'f'>) {
  const calls = plan.estimate?.calls ?? 0;
  const interval = clientWindows(clientLimits(environment.timeScale)).clientIntervalMs;
  return { calls, time: f.duration(calls * interval) };
}

/**
 * What running the query would cost, before it runs: how much of its range is on this device, and the
 * calls, time and share of the 12-hour quota the rest should take at the rate limit. Every sentence starts
 * with "Next run", so it is never read as what the run on screen cost (that is the run's own line). No
 * estimate before any history: a guess would be worse than none.
 */
export function planText(
  plan: ViewPlan,
  environment: Engine['environment'],
  product: Product,
  { t, f }: Pick<I18nTools, 't' | 'f'>,
): string {
  const { days, device } = daysOf(plan);
  const fetches = plan.legs.filter((l) => l.kind === 'fetch').length;
  if (fetches === 0) return t('plan.allStored', { days });
  if (plan.deviceMs === 0 && !plan.estimate) return t('plan.nothingStored', { days, queries: fetches });
  if (!plan.estimate) return t('plan.someStored', { device, days });
  const { calls, time } = callsOf(plan, environment, { f });
  return t('plan.estimate', { device, days, calls, time, share: f.share(calls / PRODUCTS[product].calls) });
}

/**
 * What a Refresh of the run on screen would fetch now (what had not settled and what is new), for its
 * tooltip; null when the plan has no estimate.
 */
export function refreshText(
  plan: ViewPlan,
  environment: Engine['environment'],
  tools: Pick<I18nTools, 't' | 'f'>,
): string | null {
  if (!plan.estimate) return null;
  return tools.t('plan.refresh', callsOf(plan, environment, tools));
}

/** The plan of the query in the form, as one sentence (`planText`). */
export function PlanLine({
  plan,
  environment,
  product,
}: {
  plan: ViewPlan | null | undefined;
  environment: Engine['environment'];
  product: Product;
}) {
  const tools = useI18n();
  if (!plan) return null;
  return (
    <p className="plan-line" role="status" aria-label={tools.t('plan.label')}>
      {planText(plan, environment, product, tools)}
    </p>
  );
}

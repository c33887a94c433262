import { clientLimits, clientWindows } from '../../api/client-limits';
import { PRODUCTS, type Product } from '../../core/contract/products';
import { DAY_MS } from '../../core/dates';
import type { Engine, ViewPlan } from '../../engine/types';
import { useI18n } from '../../lib/i18n';
import './plan.css';

/** Whole days of a range, and the whole days of it the device holds (never rounded up to all of them). */
function daysOf(plan: ViewPlan) {
  const days = Math.max(1, Math.round(plan.rangeMs / DAY_MS));
  return { days, device: Math.min(days, Math.floor(plan.deviceMs / DAY_MS)) };
}

/**
 * What running the query in the form will cost, before it runs: how much of its range is on this device,
 * and the calls, time and share of the 12-hour quota the rest should take at the rate limit (the words:
 * `plan.estimate` in messages.en.json). No estimate before any history: a guess would be worse than none.
 */
export function PlanLine({
  plan,
  environment,
  product,
}: {
  plan: ViewPlan | null | undefined;
  environment: Engine['environment'];
  product: Product;
}) {
  const { t, f } = useI18n();
  if (!plan) return null;
  const { days, device } = daysOf(plan);
  const fetches = plan.legs.filter((l) => l.kind === 'fetch').length;
  const interval = clientWindows(clientLimits(environment.timeScale)).clientIntervalMs;
  let text: string;
  if (fetches === 0) text = t('plan.allStored', { days });
  else if (plan.deviceMs === 0 && !plan.estimate) text = t('plan.nothingStored', { days, queries: fetches });
  else if (!plan.estimate) text = t('plan.someStored', { device, days });
  else
    text = t('plan.estimate', {
      device,
      days,
      calls: plan.estimate.calls,
      time: f.duration(plan.estimate.calls * interval),
      share: f.share(plan.estimate.calls / PRODUCTS[product].calls),
    });
  return (
    <p className="plan-line" role="status" aria-label={t('plan.label')}>
      {text}
    </p>
  );
}

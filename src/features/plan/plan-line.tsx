import type { Product, QuotaInfo } from '../../core/contract';
import type { Engine, ViewPlan } from '../../engine/types';
import { useI18n } from '../../lib/i18n';
import { planText } from './plan-words';
import './plan.css';

/**
 * The plan of the query in the form, as one sentence (`planText`), with what the last quota check (when
 * the user asked one) says of it.
 */
export function PlanLine({
  plan,
  environment,
  product,
  quota,
}: {
  plan: ViewPlan | null | undefined;
  environment: Engine['environment'];
  product: Product;
  quota?: QuotaInfo | null;
}) {
  const tools = useI18n();
  if (!plan) return null;
  return (
    <p className="plan-line" role="status" aria-label={tools.t('plan.label')}>
      {planText(plan, environment, product, tools, quota)}
    </p>
  );
}

export { PlanLine } from './plan-line';
export { planText, refreshText } from './plan-words';
export { useViewPlan, viewPlanKey } from './use-view-plan';

export { PlanLine } from './plan-line';
export { useViewPlan, viewPlanKey } from './use-view-plan';

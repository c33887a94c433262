export { PlanLine, planText, refreshText } from './plan-line';
export { useViewPlan, viewPlanKey } from './use-view-plan';

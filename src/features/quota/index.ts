export { QuotaPanel } from './quota-panel';
export { QuotaSummary } from './quota-summary';
export { useLastQuotaCheck } from './quota-check';

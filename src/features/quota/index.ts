export { QuotaPanel } from './quota-panel';
export { QuotaSummary } from './quota-summary';

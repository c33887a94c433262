import { t } from './t';

const counts = new Intl.NumberFormat('en-US');
const percents = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const count = (n: number) => counts.format(n);
export const pct = (share: number) => percents.format(share);
/** A value a row may lack (a drifted store's null). */
export const named = (value: string | null) => value ?? t('overview.none');

import type { MaskCounts } from '../../src/core/personal-data';
import type { ServiceRange } from '../../src/core/dates';

/** What a page's file may say of where its rows come from: the query's public parts, no credential. */
export interface PageContext {
  /** The DIALOGS row's documented column types apply. */
  dialogs: boolean;
  report: string;
  /** The whole range asked for, before it was cut into windows. */
  range: string;
  /** The environment's label, e.g. "Demo". */
  environment: string;
  window: ServiceRange;
  /** The page's number in its window, from 1. */
  index: number;
  totalPages: number;
  /** The query's other parameters (campaignId, size) as name and value. */
  parameters: readonly (readonly [string, string])[];
  /** When the page was received (ISO 8601). */
  fetchedAt: string;
  /** What masking did to the page, when it was asked (the workbook's About sheet says it). */
  masking?: MaskCounts;
}

/** What every page of an extraction shares. */
export type ExtractSource = Pick<PageContext, 'dialogs' | 'report' | 'range' | 'environment' | 'parameters'>;

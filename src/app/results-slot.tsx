import type { Row } from '../api/types';
import type { Report } from '../core/catalog/catalog';
import { InterimRows } from '../features/run';

export interface ResultsSlotProps {
  queryKey: string;
  report: Report;
  pages: readonly (readonly Row[])[];
  expectedTotal: number | null;
  running: boolean;
  fileBaseName: string;
  onOpenConversation?: (id: string) => void;
}

/** Where the results table goes; until it lands, the first rows as JSON lines. */
export function ResultsSlot({ pages }: ResultsSlotProps) {
  return <InterimRows pages={pages} />;
}

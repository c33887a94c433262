import { useI18n } from '../../../lib/i18n';
import { useCallback, useState } from 'react';
import type { ColumnFilter, TableModel } from '../../../core/table';
import { PickList } from './pick-list';
import type { ResultColumn } from './result-column';

const PICK_LIMIT = 50;

/** A column's pick list, open under the header control that asked for it. */
export interface OpenPick {
  key: string;
  anchor: HTMLElement;
}

/** Which column's pick list is open, if any. */
export function useColumnPick() {
  const [pick, setPick] = useState<OpenPick | null>(null);
  const onPick = useCallback((key: string, anchor: HTMLElement) => setPick({ key, anchor }), []);
  const closePick = useCallback(() => setPick(null), []);
  return { pick, onPick, closePick };
}

export interface ColumnPickProps {
  pick: OpenPick;
  model: TableModel;
  byKey: ReadonlyMap<string, ResultColumn>;
  filters: Readonly<Record<string, ColumnFilter>>;
  onFilter: (key: string, filter: ColumnFilter | undefined) => void;
  onClose: () => void;
}

/** The pick list of one column: its most common values, those picked so far ticked. */
export function ColumnPick({ pick, model, byKey, filters, onFilter, onClose }: ColumnPickProps) {
  const { t } = useI18n();
  const column = byKey.get(pick.key);
  if (!column) return null;
  const filter = filters[pick.key];
  return (
    <PickList
      title={t('results.pick.title', { label: column.header })}
      anchor={pick.anchor}
      values={model.pickList(column, PICK_LIMIT)}
      selected={filter?.kind === 'oneOf' ? filter.values : []}
      onApply={(values) => {
        onFilter(pick.key, values.length > 0 ? { kind: 'oneOf', values } : undefined);
        onClose();
      }}
      onClose={onClose}
    />
  );
}

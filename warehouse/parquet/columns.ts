import { describeFields, dialogsRowSchema, holdsKind, type Row } from '../../src/core/contract';

/** The Parquet types a column is written as. */
export type ColumnType = 'INT64' | 'DOUBLE' | 'BOOLEAN' | 'STRING';

export interface Column {
  name: string;
  type: ColumnType;
}

const PARQUET_TYPES = { int: 'INT64', number: 'DOUBLE', boolean: 'BOOLEAN', string: 'STRING' } as const;

/** The DIALOGS row's documented types, read from its schema so they never drift from the contract. */
function dialogsTypes(): ReadonlyMap<string, ColumnType> {
  return new Map(
    describeFields(dialogsRowSchema.shape).map((f) => [f.name, f.kind ? PARQUET_TYPES[f.kind] : 'STRING']),
  );
}
const DIALOGS_TYPES = dialogsTypes();

/**
 * The type of values seen in one column: the narrowest that holds them all, strings where mixed. A value
 * is held as the contract's kinds hold it (src/core/contract/field-kinds.ts), so a documented column and an
 * inferred one agree.
 */
function inferType(values: Iterable<unknown>): ColumnType {
  let ints = true;
  let numbers = true;
  let booleans = true;
  let any = false;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    any = true;
    numbers &&= holdsKind('number', v);
    ints &&= holdsKind('int', v);
    booleans &&= holdsKind('boolean', v);
  }
  if (!any) return 'STRING';
  if (booleans) return 'BOOLEAN';
  if (ints) return 'INT64';
  return numbers ? 'DOUBLE' : 'STRING';
}

/**
 * The columns of one page, in the order their fields first appear. A DIALOGS field keeps its documented
 * type while its values fit it (a page whose values break the contract is inferred instead, so no value
 * is lost); any other field is inferred from its values.
 */
export function columnsOf(rows: readonly Row[], dialogs: boolean): Column[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const row of rows)
    for (const name of Object.keys(row))
      if (!seen.has(name)) {
        seen.add(name);
        names.push(name);
      }
  return names.map((name) => {
    const values = rows.map((row) => row[name]);
    const documented = dialogs ? DIALOGS_TYPES.get(name) : undefined;
    const inferred = inferType(values);
    const fits = documented && (inferred === documented || (documented === 'DOUBLE' && inferred === 'INT64'));
    return { name, type: fits ? documented : inferred };
  });
}

/** A value as its column's type holds it; null when absent. */
export function cellOf(value: unknown, type: ColumnType): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'INT64':
      return typeof value === 'number' ? BigInt(value) : null;
    case 'DOUBLE':
    case 'BOOLEAN':
      return value;
    case 'STRING':
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

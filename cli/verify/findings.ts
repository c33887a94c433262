/** What `verify` found: a problem fails it; a note names what a stopped run left, which the next run finishes. */
export interface Finding {
  problem: boolean;
  /** The history (its folder under --out) and the partition, when it is one partition's. */
  where: string;
  message: string;
}

/** What one history holds, and what was found in it. */
export interface HistoryReport {
  parts: number;
  rows: number;
  findings: Finding[];
}

/** The findings of one history, each said where. */
export function findingsOf(where: string) {
  const findings: Finding[] = [];
  return {
    findings,
    problem: (message: string, part?: string) =>
      findings.push({ problem: true, where: part ? `${where} ${part}` : where, message }),
    note: (message: string, part?: string) =>
      findings.push({ problem: false, where: part ? `${where} ${part}` : where, message }),
  };
}
export type Findings = ReturnType<typeof findingsOf>;

/**
 * Ids seen so far in a history, with their partition: an id met in a second one is a row held twice.
 * Rows without an id (some legacy reports) are not counted.
 */
export function idRegister(findings: Findings) {
  const seen = new Map<string, string>();
  return (ids: readonly unknown[], part: string) => {
    for (const id of ids) {
      if (id === null || id === undefined || id === '') continue;
      const key = String(id);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, part);
      else findings.problem(`the row of id ${key} is held twice (also in ${first}).`, part);
    }
  };
}

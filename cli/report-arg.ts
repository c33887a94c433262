import { CATALOG, isReportKey, reportByKey, reportsById, type Report } from '../src/core/catalog/catalog';
import { InputError } from './input-error';

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/**
 * A report named on the command line: its catalog name (any case), its key or its identifier. The
 * identifier Productivity Detail and ACTIVITY TENANT share names neither alone, so it asks for the name.
 */
export function resolveReport(arg: string): Report {
  const wanted = squash(arg);
  const byName = CATALOG.find((r) => squash(r.name) === wanted);
  if (byName) return byName;
  if (isReportKey(arg)) return reportByKey(arg);
  const byId = reportsById(arg.trim());
  const [only, other] = byId;
  if (only && !other) return only;
  if (only && other) {
    throw new InputError(
      `${arg} is the identifier of ${byId.map((r) => `"${r.name}"`).join(' and ')}: give the report's name instead.`,
    );
  }
  throw new InputError(`Unknown report "${arg}". \`report-explorer reports\` lists the catalog.`);
}

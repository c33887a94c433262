import type { RangeProblem } from '../../core/dates';
import { SERVICE_DATE_EXAMPLE, SERVICE_DATE_FORMAT } from '../../core/dates';
import type { FieldProblem } from './form-schema';

/** A refused date or range as a message of the catalog, with its values. */
export function problemWords(problem: RangeProblem['problem'], reportName: string): FieldProblem {
  const format = { format: SERVICE_DATE_FORMAT, example: SERVICE_DATE_EXAMPLE };
  switch (problem.reason) {
    case 'empty':
      return { id: 'query.error.dateEmpty', values: format };
    case 'format':
      return { id: 'query.error.dateFormat', values: format };
    case 'day':
      return { id: 'query.error.notADay', values: { text: problem.text } };
    case 'time':
      return { id: 'query.error.notATime', values: { text: problem.text } };
    case 'before':
      return { id: 'query.error.endBeforeStart' };
    case 'too-long':
      return {
        id: 'query.error.tooLong',
        values: { report: reportName, max: problem.maxRangeDays, days: problem.days },
      };
  }
}

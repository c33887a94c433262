import { useState } from 'react';
import type { Report } from '../../core/catalog/catalog';
import { useI18n } from '../../lib/i18n';
import { validateQueryForm, type QueryFormField, type QueryFormValues } from './form-schema';

const FIELDS: readonly QueryFormField[] = ['start', 'end', 'pageSize', 'campaignId'];
type Touched = Partial<Record<QueryFormField, boolean>>;

/** A value that arrives invalid (from a link) shows its error at once; a typed one once touched. */
function initiallyTouched(report: Report, initial: QueryFormValues): Touched {
  const first = validateQueryForm(report, initial);
  if (first.ok) return {};
  const shown = FIELDS.filter((f) => first.errors[f] !== undefined && initial[f].trim() !== '');
  return Object.fromEntries(shown.map((f) => [f, true]));
}

/** The form's values, their validation, and which errors are shown yet. */
export function useQueryForm(
  report: Report,
  initial: QueryFormValues,
  onValidChange: (values: QueryFormValues) => void,
) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Touched>(() => initiallyTouched(report, initial));
  const [submitted, setSubmitted] = useState(false);
  const result = validateQueryForm(report, values);
  const errorOf = (field: QueryFormField) => {
    const problem = !result.ok && (submitted || touched[field]) ? result.errors[field] : undefined;
    return problem ? t(problem.id, problem.values) : undefined;
  };

  function update(next: Partial<QueryFormValues>) {
    const merged = { ...values, ...next };
    setValues(merged);
    if (validateQueryForm(report, merged).ok) onValidChange(merged);
  }
  const touch = (field: QueryFormField) => setTouched((was) => ({ ...was, [field]: true }));
  /** A range edit touches the ends it changed. */
  function updateRange(next: { start?: string; end?: string }) {
    update(next);
    setTouched((was) => ({
      ...was,
      ...(next.start !== undefined && { start: true }),
      ...(next.end !== undefined && { end: true }),
    }));
  }

  return { values, result, errorOf, update, updateRange, touch, submit: () => setSubmitted(true) };
}

import type { Environment } from '../../api/environments';
import { Field } from '../../lib/field';
import { useI18n } from '../../lib/i18n';

/** The environments the app was configured with, by label. */
export function EnvironmentField({
  environments,
  value,
  onChange,
}: {
  environments: readonly Environment[];
  value: string;
  onChange: (name: string) => void;
}) {
  const { t } = useI18n();
  return (
    <Field label={t('credentials.field.environment')}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {environments.map((env) => (
            <option key={env.name} value={env.name}>
              {env.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

import { useI18n } from '../../lib/i18n';

/** "Remember me", with what it keeps said beside it. */
export function RememberMeField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="remember-me">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby="remember-me-hint"
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('credentials.rememberMe')}
      </label>
      {/* Kept out of the label: its words would also name the fields it lists. */}
      <span id="remember-me-hint" className="field-hint">
        {t('credentials.rememberMeHint')}
      </span>
    </div>
  );
}

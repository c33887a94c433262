/** "Remember me", with what it keeps said beside it. */
export function RememberMeField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="remember-me">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby="remember-me-hint"
          onChange={(e) => onChange(e.target.checked)}
        />
        Remember me
      </label>
      {/* Kept out of the label: its words would also name the fields it lists. */}
      <span id="remember-me-hint" className="field-hint">
        Keeps the environment, tenant and access token on this device; never the secret.
      </span>
    </div>
  );
}

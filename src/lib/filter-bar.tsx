/**
 * Above a list that a click elsewhere filtered (the Overview's drill, the Summary's door): what it shows,
 * a way to remove that filter, and a way back to where the click was. Styled in src/app/app.css.
 */
export function FilterBar({
  label,
  removeLabel,
  backLabel,
  onRemove,
  onBack,
}: {
  label: string;
  removeLabel: string;
  backLabel: string;
  onRemove: () => void;
  onBack: () => void;
}) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      <span className="filter-bar-chip">
        {label}
        <button
          type="button"
          className="filter-bar-remove"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
        >
          ×
        </button>
      </span>
      <button type="button" onClick={onBack}>
        {backLabel}
      </button>
    </div>
  );
}

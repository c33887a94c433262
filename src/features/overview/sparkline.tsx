const WIDTH = 120;
const HEIGHT = 24;

/**
 * A group's messages a day as a small line, for the eye only: its figures are written beside it (the
 * label), as a chart of one series this small says nothing a screen reader could not read in words.
 */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(HEIGHT - 2 - (v / top) * (HEIGHT - 4)).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      className="ov-spark"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

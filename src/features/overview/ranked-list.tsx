import type { OverviewDrill } from './drill';
import { useDrill } from './drill-context';
import { drillTitle, useOverviewText } from './use-overview-text';

export interface RankedItem {
  key: string;
  label: string;
  /** What the bar measures, from 0 to `max` of the list. */
  value: number;
  /** The figure as written beside the bar. */
  text: string;
  drill?: OverviewDrill;
}

/**
 * A ranked list as plain DOM rows, each with a CSS bar: text a screen reader reads in order, and a row
 * with a drill is a button that shows its rows in the grid or its conversations in the list.
 */
export function RankedList({
  title,
  items,
  max,
}: {
  title: string;
  items: readonly RankedItem[];
  max?: number;
}) {
  const drill = useDrill();
  const { t } = useOverviewText();
  const top = max ?? Math.max(0, ...items.map((item) => item.value));
  return (
    <div className="ov-block">
      <h4 className="ov-block-title">{title}</h4>
      <ol className="ov-ranked">
        {items.map((item) => {
          const body = (
            <>
              <span className="ov-ranked-label">{item.label}</span>
              <span className="ov-ranked-value">{item.text}</span>
              <span className="ov-ranked-track" aria-hidden="true">
                <span
                  className="ov-ranked-bar"
                  style={{ width: `${top > 0 ? (100 * item.value) / top : 0}%` }}
                />
              </span>
            </>
          );
          return (
            <li key={item.key}>
              {item.drill ? (
                <button
                  type="button"
                  className="ov-ranked-row"
                  title={drillTitle(t, item.drill, item.label)}
                  onClick={() => item.drill && drill(item.drill)}
                >
                  {body}
                </button>
              ) : (
                <div className="ov-ranked-row">{body}</div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

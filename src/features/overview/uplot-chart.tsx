import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useI18n } from '../../lib/i18n';
import { overviewFormats, type OverviewFormats } from './formats';

export interface ChartSeries {
  label: string;
  /** null: no point there (a mark series has one on a few days only). */
  values: readonly (number | null)[];
  /** A CSS custom property of the theme (theme.css) the series is drawn in. */
  color: '--accent' | '--warn' | '--ok' | '--danger';
  bars?: boolean;
  /** A second y scale on the right (a rate beside counts). */
  rate?: boolean;
  /** Rings on its points, no line: the days marked on the series beside it. */
  marks?: boolean;
}

/** A range drawn as a shaded band behind the series (a figure's usual range): its edges by x. */
export interface ChartBand {
  label: string;
  low: readonly (number | null)[];
  high: readonly (number | null)[];
  rate?: boolean;
}

export interface ChartProps {
  /** What the chart shows; its table twin carries the figures. */
  label: string;
  x: readonly number[];
  /** x is a wall-clock time in ms read as UTC digits (else plain numbers). */
  time: boolean;
  /** Names of x = 0, 1, 2…: bars of categories, whose axis shows these instead of numbers. */
  xLabels?: readonly string[];
  series: readonly ChartSeries[];
  band?: ChartBand;
  /** A click on a point or bar: its index in x. */
  onPick?: (index: number) => void;
}

const HEIGHT = 200;
const utc = (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC');

/** The distance between neighbouring x values of the chart's data (1 with fewer than two). */
const stepOf = (u: uPlot) => {
  const xs = u.data[0];
  return xs.length > 1 ? (xs[1] ?? 0) - (xs[0] ?? 0) : 1;
};

/** The axes' figures in the language shown (uPlot's own are US English: 3/1, 2pm, 1,000). */
function axisValues(props: ChartProps, f: OverviewFormats) {
  const labels = props.xLabels;
  return (_: uPlot, splits: number[], _axis: number, _space: number, step: number) =>
    props.time
      ? splits.map((s) => f.tick(s * 1000, step * 1000))
      : labels
        ? splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : ''))
        : splits.map(f.count);
}

/**
 * Ticks (and grid lines) of a labelled axis: at whole x only, where the bars stand, as far apart as
 * uPlot would space them (every second or fifth bar when the labels would not fit).
 */
const wholeSplits = (_u: uPlot, _axis: number, min: number, max: number, incr: number) => {
  const step = Math.max(1, Math.ceil(incr));
  const splits: number[] = [];
  for (let x = Math.ceil(min / step) * step; x <= max; x += step) splits.push(x);
  return splits;
};

function options(
  props: ChartProps,
  width: number,
  css: CSSStyleDeclaration,
  f: OverviewFormats,
): uPlot.Options {
  const bars = uPlot.paths.bars?.({ size: [0.8, 40] });
  const hasRate = props.series.some((s) => s.rate);
  const hasBars = props.series.some((s) => s.bars);
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    tzDate: utc,
    scales: {
      // Bars are centred on their x: half a step more on each side, so the first and last show whole.
      x: {
        time: props.time,
        range: hasBars ? (u, min, max) => [min - stepOf(u) / 2, max + stepOf(u) / 2] : undefined,
      },
      // Counts from 0, so bars compare by height.
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1] },
      rate: { range: [0, 1] },
    },
    axes: [
      {
        stroke: css.getPropertyValue('--muted'),
        values: axisValues(props, f),
        ...(props.xLabels ? { splits: wholeSplits } : {}),
      },
      { stroke: css.getPropertyValue('--muted'), values: (_: uPlot, v: number[]) => v.map(f.count) },
      ...(hasRate
        ? [
            {
              scale: 'rate',
              side: 1,
              grid: { show: false },
              values: (_: uPlot, v: number[]) => v.map(f.percent),
            },
          ]
        : []),
    ],
    // The band's edges come first, so the series are drawn over its fill.
    ...(props.band ? { bands: [{ series: [1, 2], fill: css.getPropertyValue('--ok-soft') }] } : {}),
    series: [
      {},
      ...(props.band ? bandEdges(props.band, css) : []),
      ...props.series.map((s) =>
        s.marks
          ? markSeries(s, css)
          : {
              label: s.label,
              stroke: css.getPropertyValue(s.color),
              fill: s.bars ? css.getPropertyValue(s.color) : undefined,
              width: s.bars ? 0 : 2,
              scale: s.rate ? 'rate' : 'y',
              ...(s.bars && bars ? { paths: bars, points: { show: false } } : {}),
            },
      ),
    ],
  };
}

/** A ring on each of its points and no line between them. */
const markSeries = (s: ChartSeries, css: CSSStyleDeclaration): uPlot.Series => ({
  label: s.label,
  stroke: css.getPropertyValue(s.color),
  width: 0,
  scale: s.rate ? 'rate' : 'y',
  paths: () => null,
  points: { show: true, size: 14, width: 3, stroke: css.getPropertyValue(s.color), fill: 'transparent' },
});

/** The band's top and bottom edges: thin lines, the area between them filled (options' `bands`). */
const bandEdges = (band: ChartBand, css: CSSStyleDeclaration): uPlot.Series[] =>
  [band.high, band.low].map(() => ({
    label: band.label,
    stroke: css.getPropertyValue('--ok'),
    width: 1,
    dash: [4, 4],
    scale: band.rate ? 'rate' : 'y',
    points: { show: false },
  }));

const dataOf = (props: ChartProps): uPlot.AlignedData => [
  props.x.map((x) => (props.time ? x / 1000 : x)),
  ...(props.band ? [[...props.band.high], [...props.band.low]] : []),
  ...props.series.map((s) => [...s.values]),
];

/**
 * A chart drawn by uPlot on a canvas (no eval: the page's script-src 'self' holds). The canvas is hidden
 * from assistive technology: the table twin beside it says the same.
 */
export function UplotChart(props: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const latest = useRef(props);
  const { locale } = useI18n();
  useEffect(() => {
    latest.current = props;
  });
  const shape = `${locale}|${props.time}|${props.band ? `band:${props.band.rate}` : ''}|${props.xLabels?.join('\u0000') ?? ''}|${props.series.map((s) => `${s.label}:${s.color}:${s.bars}:${s.rate}:${s.marks}`).join(',')}`;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const u = new uPlot(
      options(latest.current, el.clientWidth || 600, getComputedStyle(el), overviewFormats(locale)),
      dataOf(latest.current),
      el,
    );
    chart.current = u;
    const pick = () => {
      const i = u.cursor.idx;
      if (i !== null && i !== undefined) latest.current.onPick?.(i);
    };
    u.over.addEventListener('click', pick);
    const resize = new ResizeObserver(() => u.setSize({ width: el.clientWidth || 600, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      chart.current = null;
    };
  }, [shape, locale]);

  useEffect(() => {
    chart.current?.setData(dataOf(props));
  }, [props]);

  return (
    <figure className="ov-chart">
      <div
        ref={host}
        aria-hidden="true"
        className={props.onPick ? 'ov-chart-canvas ov-pickable' : 'ov-chart-canvas'}
      />
      <figcaption className="ov-legend">
        {props.band ? (
          <span>
            <span className="ov-swatch ov-band" />
            {props.band.label}
          </span>
        ) : null}
        {props.series.map((s) => (
          <span key={s.label}>
            {s.marks ? (
              <span className="ov-swatch ov-ring" style={{ borderColor: `var(${s.color})` }} />
            ) : (
              <span className="ov-swatch" style={{ background: `var(${s.color})` }} />
            )}
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

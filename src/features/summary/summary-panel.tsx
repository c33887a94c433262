import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MIN_BASE, summaryParam } from '../../core/summary';
import type { ShownRowsStore } from '../results';
import type { RowsDrill } from '../../core/table';
import type { CompareWith } from '../../core/dates';
import { useComparedSummary, type ComparedRowsStore, type ComparedSummary } from './use-compared-summary';
import { SummaryChart } from './summary-chart';
import type { SummaryColumn } from './summary-columns';
import { SummaryControls } from './summary-controls';
import { SummaryExports } from './summary-exports';
import { periodName, type SummaryNames } from './summary-names';
import { SummaryRunner } from './summary-runner';
import { SummaryStatus } from './summary-status';
import { SummaryTable } from './summary-table';
import type { FigureCell, SummaryTableModel } from './summary-table-model';
import { connectSummary } from './summary-host';
import { useSettledDays } from './use-settled-days';
import { useShownColumns } from './use-shown-columns';
import { useSummaryModel } from './use-summary-model';
import { useSummaryResult, type Summarized } from './use-summary-result';
import { useSummarySpec } from './use-summary-spec';
import { useSummaryText, type SummaryTranslate } from './use-summary-text';
import './summary.css';

export interface SummaryPanelProps {
  /** What the grid shows: the summary is of those rows. */
  shownRows: ShownRowsStore;
  reportKey: string;
  /** The run's rows are still arriving. */
  running: boolean;
  /** The configuration the link carried ('' for none). */
  linked: string;
  /** Told each configuration, as its link text. */
  onChange: (param: string) => void;
  /** A figure opened: its rows in the grid. */
  onDrill: (drill: RowsDrill) => void;
  fileBaseName: string;
  /** The run, as an exported summary's About sheet states it. */
  about: { report: string; range: string; environment: string };
  /** The run's own range (`yyyy-MM-dd HH:mm:ss`): periods are compared by their place in it. */
  rangeStart: string;
  rangeEnd: string;
  /** How long after its date a row may still arrive (the environment's, or the app's margin). */
  settleMs: number;
  /** The period the run is compared with, and where its rows come from. */
  compare: CompareWith | null;
  onCompare: (mode: CompareWith | null) => void;
  compared?: ComparedRowsStore;
}

/**
 * The configuration (from the link, then the controls) of the columns the rows have, as one object per
 * configuration, with its link text and what of the link could not be used.
 */
function useStableSpec(
  props: Pick<SummaryPanelProps, 'linked' | 'reportKey' | 'running' | 'onChange'>,
  columns: readonly SummaryColumn[],
) {
  const { spec, setSpec, dropped, badLink } = useSummarySpec({
    linked: props.linked,
    columns,
    reportKey: props.reportKey,
    settled: !props.running,
    onChange: props.onChange,
  });
  const param = spec ? summaryParam(spec) : '';
  // One object per configuration: the summary is asked again when it changes, not when it is rebuilt.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the param says everything the spec does
  const stable = useMemo(() => spec, [param]);
  return { stable, param, setSpec, dropped, badLink };
}

/** What of the link could not be used: a configuration not understood, columns these rows lack. */
function SpecNotices({ badLink, dropped }: { badLink: boolean; dropped: readonly string[] }) {
  const { t } = useSummaryText();
  return (
    <>
      {badLink ? <p className="alert alert-warn">{t('summary.badLink')}</p> : null}
      {dropped.length > 0 ? (
        <p className="alert alert-warn" role="status">
          {t('summary.dropped', { columns: dropped.join(', '), count: dropped.length })}
        </p>
      ) : null}
    </>
  );
}

/** Days not settled yet are left out of a comparison, unless this box is ticked. */
function SettleLine({
  day,
  include,
  onInclude,
}: {
  day: number;
  include: boolean;
  onInclude: (include: boolean) => void;
}) {
  const { t } = useSummaryText();
  return (
    <p className="sm-settle">
      {t('summary.unsettled', { day: periodName('day', day) })}{' '}
      <label className="sm-check">
        <input type="checkbox" checked={include} onChange={(e) => onInclude(e.target.checked)} />
        {t('summary.includeUnsettled')}
      </label>
    </p>
  );
}

/** The worker and the page's encoders of one run's summary, ended with the panel. */
function useRunner() {
  const [runner] = useState(() => new SummaryRunner(connectSummary()));
  useEffect(() => () => runner.dispose(), [runner]);
  return runner;
}

/** A comparison asked for: none with a pivot, the rule once the other period's figures are there. */
function CompareNote({ pivot, compared, t }: { pivot: boolean; compared: boolean; t: SummaryTranslate }) {
  const note = pivot
    ? t('summary.comparePivot')
    : compared
      ? t('summary.tooFewRule', { rows: MIN_BASE })
      : t('summary.comparing');
  return <p className="muted">{note}</p>;
}

/** The figures of a summary: what they are of, its exports, its table and chart, each figure a drill. */
function SummaryBody({
  summarized,
  byKey,
  runner,
  running,
  onDrill,
  exportsFor,
  compared,
  comparing,
  rangeStart,
  unsettledFrom,
}: {
  summarized: Summarized;
  byKey: ReadonlyMap<string, SummaryColumn>;
  runner: SummaryRunner;
  running: boolean;
  onDrill: (drill: RowsDrill) => void;
  exportsFor: (model: SummaryTableModel, names: SummaryNames) => ReactNode;
  compared: ComparedSummary | null;
  /** A period is chosen to compare with (its figures may not be there yet). */
  comparing: boolean;
  rangeStart: string;
  /** Periods from this wall clock on have not settled: marked as such. */
  unsettledFrom: number | null;
}) {
  const { t } = useSummaryText();
  const { names, compare, model } = useSummaryModel(
    summarized,
    runner,
    byKey,
    compared,
    rangeStart,
    unsettledFrom,
  );
  const open = (cell: FigureCell) => onDrill(names.drillOf(cell));
  const pivot = summarized.spec.pivot;
  const pivotName = (key: number) => (pivot ? names.keyName(pivot, key) : '');
  const label = t('summary.label');
  return (
    <>
      <SummaryStatus
        summarized={summarized}
        names={names}
        running={running}
        searching={summarized.shown.view.searching}
        t={t}
      />
      {comparing ? (
        <CompareNote pivot={summarized.spec.pivot !== null} compared={compare !== null} t={t} />
      ) : null}
      {summarized.result.tooMany ? null : (
        <>
          {exportsFor(model, names)}
          <SummaryTable model={model} names={names} pivotName={pivotName} onOpen={open} label={label} />
          <SummaryChart summarized={summarized} names={names} onOpen={open} />
        </>
      )}
    </>
  );
}

/**
 * The Summary of a run: group the rows the grid shows by one to three columns, measure them, pivot one
 * column across; a table (and a chart where one serves) whose every figure opens its rows in the grid.
 * Figures are computed in a worker from typed columns of the grid's own rows (docs/analytics.md#summary).
 */
export function SummaryPanel(props: SummaryPanelProps) {
  const { t } = useSummaryText();
  const runner = useRunner();
  const { shown, rowsSeen, columns, byKey } = useShownColumns(props.shownRows);
  const { stable, param, setSpec, dropped, badLink } = useStableSpec(props, columns);
  const [withUnsettled, setWithUnsettled] = useState(false);
  const { compare: mode, reportKey, rangeStart, rangeEnd, settleMs } = props;
  const settled = useSettledDays(mode, reportKey, rangeStart, rangeEnd, settleMs);
  const cut = settled && !withUnsettled ? settled : null;
  const { summarized, busy } = useSummaryResult(
    runner,
    shown,
    stable,
    byKey,
    props.running,
    cut?.current ?? null,
  );
  const compared = useComparedSummary(
    mode ? props.compared : undefined,
    summarized,
    byKey,
    cut?.other ?? null,
  );
  const exportsFor = (model: SummaryTableModel, names: SummaryNames) => (
    <SummaryExports
      model={model}
      names={names}
      pivotName={(key) => (stable?.pivot ? names.keyName(stable.pivot, key) : '')}
      fileBaseName={props.fileBaseName}
      about={{ ...props.about, summary: param, search: shown?.global ?? '' }}
    />
  );
  return (
    <div className="sm" aria-busy={busy}>
      <SpecNotices badLink={badLink} dropped={dropped} />
      {!rowsSeen ? (
        <p className="muted">{t('summary.noRows')}</p>
      ) : !stable ? (
        <p className="muted">{t('summary.noColumns')}</p>
      ) : (
        <>
          <SummaryControls
            spec={stable}
            columns={columns}
            onSpec={setSpec}
            compare={props.compare}
            onCompare={props.onCompare}
          />
          {settled ? (
            <SettleLine day={settled.current.wall} include={withUnsettled} onInclude={setWithUnsettled} />
          ) : null}
          {summarized ? (
            <SummaryBody
              summarized={summarized}
              byKey={byKey}
              runner={runner}
              running={props.running}
              onDrill={props.onDrill}
              exportsFor={exportsFor}
              compared={props.compare ? compared : null}
              comparing={props.compare !== null}
              rangeStart={props.rangeStart}
              unsettledFrom={settled?.current.wall ?? null}
            />
          ) : (
            <p className="muted">{t('summary.working')}</p>
          )}
        </>
      )}
    </div>
  );
}

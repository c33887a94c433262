import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MAX_CELLS, MIN_BASE, summaryParam } from '../../core/summary';
import { useI18n } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import type { ShownRows, ShownRowsStore } from '../results';
import type { RowsDrill } from '../../core/table';
import type { CompareWith } from '../../core/dates';
import { useComparedSummary, type ComparedRowsStore, type ComparedSummary } from './use-compared-summary';
import { comparison } from './compared';
import { parseServiceDate, settledDays, wallMs } from '../../core/dates';
import { SummaryChart } from './summary-chart';
import { summaryColumns, type SummaryColumn } from './summary-columns';
import { SummaryControls } from './summary-controls';
import { SummaryExports } from './summary-exports';
import { periodName, summaryNames, type SummaryNames } from './summary-names';
import { SummaryRunner } from './summary-runner';
import { SummaryTable } from './summary-table';
import { summaryTable, type FigureCell, type SummaryTableModel } from './summary-table-model';
import { connectSummary } from './summary-host';
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

/** A range's start as a wall clock (ms read as UTC digits); 0 when it does not read. */
function startWall(date: string): number {
  const parsed = parseServiceDate(date);
  return parsed.ok ? wallMs(parsed.value) : 0;
}

/** The worker and the page's encoders of one run's summary, ended with the panel. */
function useRunner() {
  const [runner] = useState(() => new SummaryRunner(connectSummary()));
  useEffect(() => () => runner.dispose(), [runner]);
  return runner;
}

/** What the figures are of: the groups and rows, rows still arriving or searched, measures' left-out rows. */
function SummaryStatus({
  summarized,
  names,
  running,
  searching,
  t,
}: {
  summarized: Summarized;
  names: SummaryNames;
  running: boolean;
  searching: boolean;
  t: SummaryTranslate;
}) {
  const { result, spec, shown } = summarized;
  const rows = result.total.rows;
  const counts =
    rows === shown.loaded
      ? t('summary.counts', { groups: result.groups.length, rows })
      : t('summary.countsOf', { groups: result.groups.length, rows, loaded: shown.loaded });
  return (
    <div className="sm-status">
      {result.tooMany ? (
        <p role="alert" className="alert alert-warn">
          {t('summary.tooMany', { cells: result.cells, max: MAX_CELLS })}
        </p>
      ) : (
        <p role="status">{counts}</p>
      )}
      {running ? <p className="muted">{t('summary.arriving')}</p> : null}
      {searching ? <p className="muted">{t('summary.searching')}</p> : null}
      {result.skipped.map((skipped, i) => {
        const m = spec.measures[i];
        if (!m?.key || skipped === 0 || m.kind === 'count') return null;
        return (
          <p key={i} className="muted">
            {t('summary.skipped', {
              measure: names.measureName(i),
              rows: skipped,
              column: names.header(m.key),
            })}
          </p>
        );
      })}
    </div>
  );
}

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
  const { t, f } = useSummaryText();
  const { locale } = useI18n();
  const names = useMemo(
    () => summaryNames(summarized, runner, byKey, t, f, locale, unsettledFrom),
    [summarized, runner, byKey, t, f, locale, unsettledFrom],
  );
  const compare = useMemo(() => {
    if (!compared || summarized.spec.pivot) return null;
    const otherNames = summaryNames(
      { ...summarized, result: compared.result },
      compared.runner,
      byKey,
      t,
      f,
      locale,
    );
    return comparison(
      summarized,
      names,
      startWall(rangeStart),
      compared.result,
      otherNames,
      startWall(compared.rows.query.startDate),
    );
  }, [compared, summarized, names, byKey, t, f, locale, rangeStart]);
  const model = useMemo(() => summaryTable(summarized, compare), [summarized, compare]);
  const open = (cell: FigureCell) => onDrill(names.doorOf(cell));
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
        <p className="muted">
          {summarized.spec.pivot
            ? t('summary.comparePivot')
            : compare
              ? t('summary.tooFewRule', { rows: MIN_BASE })
              : t('summary.comparing')}
        </p>
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
  const shown: ShownRows | null = useSyncExternalStore(
    props.shownRows.subscribe,
    props.shownRows.getSnapshot,
    props.shownRows.getSnapshot,
  );
  const gridColumns = shown?.columns;
  const rowsSeen = (shown?.loaded ?? 0) > 0;
  // What each column is good for, read once its rows are there (a later page keeps its kind).
  const columns = useMemo(
    () => (gridColumns && rowsSeen && shown ? summaryColumns(gridColumns, shown.model.rows) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again for new columns, not new rows
    [gridColumns, rowsSeen],
  );
  const byKey = useMemo(() => new Map(columns.map((c) => [c.column.key, c])), [columns]);
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
  const [withUnsettled, setWithUnsettled] = useState(false);
  const { compare: mode, reportKey, rangeStart, rangeEnd, settleMs } = props;
  // Days not settled yet, in a comparison of DIALOGS (whose rows are dated): left out unless asked. The
  // bound moves with the clock; the same bound keeps its object, so the summaries are not asked again.
  const now = useNow(60_000, mode !== null);
  const found =
    mode && reportKey === 'dialogs'
      ? settledDays({ startDate: rangeStart, endDate: rangeEnd }, mode, settleMs, now)
      : null;
  const foundKey = found ? `${found.current}|${found.other}` : '';
  const settled = useMemo(
    () =>
      found
        ? { current: { key: 'date', wall: found.current }, other: { key: 'date', wall: found.other } }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything `found` does
    [foundKey],
  );
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
      {badLink ? <p className="alert alert-warn">{t('summary.badLink')}</p> : null}
      {dropped.length > 0 ? (
        <p className="alert alert-warn" role="status">
          {t('summary.dropped', { columns: dropped.join(', '), count: dropped.length })}
        </p>
      ) : null}
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
            <p className="sm-settle">
              {t('summary.unsettled', { day: periodName('day', settled.current.wall) })}{' '}
              <label className="sm-check">
                <input
                  type="checkbox"
                  checked={withUnsettled}
                  onChange={(e) => setWithUnsettled(e.target.checked)}
                />
                {t('summary.includeUnsettled')}
              </label>
            </p>
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

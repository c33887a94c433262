import { change, type Change } from '../../core/summary';
import { headline, type DialogsOverview, type Headline } from '../../core/analytics';
import type { CompareWith, SettledDays } from '../../core/dates';
import { useOverviewText, type OverviewTranslate } from './use-overview-text';
import { useI18n } from '../../lib/i18n';
import type { OverviewFormats } from './formats';

/** The period the Overview's headline figures are compared with, as the app reads it. */
export interface OverviewCompare {
  /** Its run's name in the worker (src/engine/analytics-key.ts). */
  analyticsKey: string;
  mode: CompareWith;
  /** Rows of it read so far (its overview is asked again as they come). */
  rows: number;
  /** Days not settled yet in this period, and the same place in the other: left out where the figure allows. */
  settled: SettledDays | null;
}

type Kind = 'count' | 'share';

/** Percentage points to a tenth, with the language's decimal mark. */
const tenths = (locale: string) =>
  new Intl.NumberFormat(locale === 'es' ? 'es' : 'en-US', { maximumFractionDigits: 1 });

function changeText(c: Change, kind: Kind, t: OverviewTranslate, f: OverviewFormats, locale: string) {
  if ('tooFew' in c) return { abs: t('overview.compare.tooFew'), rel: t('overview.compare.tooFew') };
  const sign = (v: number) => (v > 0 ? '+' : v < 0 ? '−' : '±');
  const abs =
    kind === 'share'
      ? t('overview.compare.points', {
          sign: sign(c.abs),
          points: tenths(locale).format(Math.abs(c.abs) * 100),
        })
      : `${sign(c.abs)}${f.count(Math.abs(c.abs))}`;
  return { abs, rel: c.rel === null ? '–' : `${sign(c.rel)}${f.share(Math.abs(c.rel))}` };
}

interface CompareRow {
  label: string;
  kind: Kind;
  now: number;
  then: number;
  /** The rows each figure is of, in each period: too few and the change is not said. */
  base: [number, number];
}

/** The figures compared, each with the count it is a share of (conversations, or customers' messages). */
function compareRows(
  t: OverviewTranslate,
  now: Headline,
  then: Headline,
  all: [number, number],
): CompareRow[] {
  const conversations: [number, number] = [now.conversations, then.conversations];
  const row = (label: string, kind: Kind, key: keyof Headline, base: [number, number]): CompareRow => ({
    label,
    kind,
    now: now[key],
    then: then[key],
    base,
  });
  return [
    row(t('overview.table.conversations'), 'count', 'conversations', conversations),
    row(t('overview.table.containment'), 'share', 'containment', conversations),
    row(t('overview.table.handedOff'), 'count', 'handedOff', conversations),
    row(t('overview.compare.notUnderstood'), 'share', 'notUnderstoodRate', [now.customer, then.customer]),
    // The median is of every conversation of the run (the buckets hold no lengths).
    row(t('overview.compare.medianLength'), 'count', 'medianLength', all),
  ];
}

/** One figure of both periods, and its change. */
function CompareLine({ r }: { r: CompareRow }) {
  const { t, f } = useOverviewText();
  const { locale } = useI18n();
  const c = changeText(
    change({ figure: r.now, rows: r.base[0] }, { figure: r.then, rows: r.base[1] }),
    r.kind,
    t,
    f,
    locale,
  );
  const shown = (v: number) => (r.kind === 'share' ? f.share(v) : f.count(v));
  return (
    <tr>
      <th scope="row">{r.label}</th>
      <td>{shown(r.now)}</td>
      <td>{shown(r.then)}</td>
      <td>{c.abs}</td>
      <td>{c.rel}</td>
    </tr>
  );
}

/** The figures of both periods as a table, a focusable region a keyboard can scroll. */
function CompareTable({ title, rows }: { title: string; rows: readonly CompareRow[] }) {
  const { t } = useOverviewText();
  return (
    <div className="ov-table" role="region" aria-label={t('overview.table.caption', { title })} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('overview.compare.figure')}</th>
            <th scope="col">{t('overview.compare.now')}</th>
            <th scope="col">{t('overview.compare.then')}</th>
            <th scope="col">{t('overview.compare.change')}</th>
            <th scope="col">{t('overview.compare.changeRel')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <CompareLine key={r.label} r={r} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** This period's headline figures beside the other period's, with the change of each (docs/analytics.md). */
export function CompareSection({
  o,
  other,
  compare,
}: {
  o: DialogsOverview;
  other: DialogsOverview | null;
  compare: OverviewCompare;
}) {
  const { t } = useOverviewText();
  const title = t(compare.mode === 'previous' ? 'overview.compare.previous' : 'overview.compare.lastYear');
  const rows = other
    ? compareRows(
        t,
        headline(o, compare.settled?.current ?? null),
        headline(other, compare.settled?.other ?? null),
        [o.conversations, other.conversations],
      )
    : null;
  return (
    <section className="ov-section" aria-labelledby="ov-compare">
      <h3 id="ov-compare">{title}</h3>
      {!rows ? <p className="muted">{t('overview.compare.waiting')}</p> : null}
      {rows && compare.settled ? <p className="muted">{t('overview.compare.settled')}</p> : null}
      {rows ? <CompareTable title={title} rows={rows} /> : null}
      {rows ? <p className="muted">{t('overview.compare.rule')}</p> : null}
    </section>
  );
}

import { change, type Change } from '../../core/summary';
import type { DialogsOverview } from '../../core/analytics';
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

/** The headline figures of a period, over its settled days only when `before` is given. */
interface Headline {
  conversations: number;
  handedOff: number;
  containment: number;
  customer: number;
  notUnderstoodRate: number;
  medianLength: number;
}

/**
 * The figures compared: counted from the over-time buckets when days are left out (a conversation counts
 * in the period of its first message, as there), from the whole run otherwise. The median length is of
 * every conversation: the buckets do not hold lengths.
 */
function headline(o: DialogsOverview, before: number | null): Headline {
  const medianLength = o.length.messages.p50;
  if (before === null)
    return {
      conversations: o.conversations,
      handedOff: o.handedOff,
      containment: o.containment,
      customer: o.customer,
      notUnderstoodRate: o.notUnderstoodRate,
      medianLength,
    };
  let conversations = 0;
  let handedOff = 0;
  let customer = 0;
  let notUnderstood = 0;
  for (const b of o.overTime) {
    if (b.start >= before) continue;
    conversations += b.conversations;
    handedOff += b.handedOff;
    customer += b.customer;
    notUnderstood += b.notUnderstood;
  }
  return {
    conversations,
    handedOff,
    containment: conversations === 0 ? 0 : (conversations - handedOff) / conversations,
    customer,
    notUnderstoodRate: customer === 0 ? 0 : notUnderstood / customer,
    medianLength,
  };
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
  const { t, f } = useOverviewText();
  const { locale } = useI18n();
  const title = t(compare.mode === 'previous' ? 'overview.compare.previous' : 'overview.compare.lastYear');
  if (!other)
    return (
      <section className="ov-section" aria-labelledby="ov-compare">
        <h3 id="ov-compare">{title}</h3>
        <p className="muted">{t('overview.compare.waiting')}</p>
      </section>
    );
  const now = headline(o, compare.settled?.current ?? null);
  const then = headline(other, compare.settled?.other ?? null);
  const rows: { label: string; kind: Kind; now: number; then: number; base: [number, number] }[] = [
    {
      label: t('overview.table.conversations'),
      kind: 'count',
      now: now.conversations,
      then: then.conversations,
      base: [now.conversations, then.conversations],
    },
    {
      label: t('overview.table.containment'),
      kind: 'share',
      now: now.containment,
      then: then.containment,
      base: [now.conversations, then.conversations],
    },
    {
      label: t('overview.table.handedOff'),
      kind: 'count',
      now: now.handedOff,
      then: then.handedOff,
      base: [now.conversations, then.conversations],
    },
    {
      label: t('overview.compare.notUnderstood'),
      kind: 'share',
      now: now.notUnderstoodRate,
      then: then.notUnderstoodRate,
      base: [now.customer, then.customer],
    },
    {
      label: t('overview.compare.medianLength'),
      kind: 'count',
      now: now.medianLength,
      then: then.medianLength,
      base: [o.conversations, other.conversations],
    },
  ];
  const shown = (kind: Kind, v: number) => (kind === 'share' ? f.share(v) : f.count(v));
  return (
    <section className="ov-section" aria-labelledby="ov-compare">
      <h3 id="ov-compare">{title}</h3>
      {compare.settled ? <p className="muted">{t('overview.compare.settled')}</p> : null}
      <div
        className="ov-table"
        role="region"
        aria-label={t('overview.table.caption', { title })}
        tabIndex={0}
      >
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
            {rows.map((r) => {
              const c = changeText(
                change({ figure: r.now, rows: r.base[0] }, { figure: r.then, rows: r.base[1] }),
                r.kind,
                t,
                f,
                locale,
              );
              return (
                <tr key={r.label}>
                  <th scope="row">{r.label}</th>
                  <td>{shown(r.kind, r.now)}</td>
                  <td>{shown(r.kind, r.then)}</td>
                  <td>{c.abs}</td>
                  <td>{c.rel}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('overview.compare.rule')}</p>
    </section>
  );
}

import type { DialogsOverview } from '../../core/analytics';
import { drillTo, type OverviewDrill } from './drill';
import { count, named } from './fmt';
import { RankedList } from './ranked-list';
import { t } from './t';

/** The rows that go from one intent to the next. */
function pairDrill(from: string | null, to: string | null): OverviewDrill | undefined {
  if (from === null || to === null) return undefined;
  return {
    filters: { ...drillTo('previousIntent', from).filters, ...drillTo('currentIntent', to).filters },
    label: `${from} → ${to}`,
  };
}

/** Which intents lead where, and which first intents end with a person. */
export function IntentFlowSection({ o }: { o: DialogsOverview }) {
  return (
    <section className="ov-section" aria-labelledby="ov-flow">
      <h3 id="ov-flow">{t('overview.flow.heading')}</h3>
      <div className="ov-columns">
        <RankedList
          title={t('overview.flow.pairs')}
          items={o.pairs.map((p) => ({
            key: `${named(p.from)}→${named(p.to)}`,
            label: `${named(p.from)} → ${named(p.to)}`,
            value: p.count,
            text: count(p.count),
            drill: pairDrill(p.from, p.to),
          }))}
        />
        <RankedList
          title={t('overview.flow.firstIntents')}
          max={1}
          items={o.firstIntents.map((f) => ({
            key: named(f.intent),
            label: named(f.intent),
            value: f.handedOffShare,
            text: t('overview.flow.firstIntentDetail', {
              conversations: f.conversations,
              share: f.handedOffShare,
            }),
            drill: f.intent === null ? undefined : drillTo('currentIntent', f.intent),
          }))}
        />
      </div>
    </section>
  );
}

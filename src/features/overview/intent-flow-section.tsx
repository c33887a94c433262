import type { DialogsOverview } from '../../core/analytics';
import type { RowsDrill } from '../../core/table';
import { drillTo } from './drill';
import { RankedList } from './ranked-list';
import { named, useOverviewText } from './use-overview-text';

/** The rows that go from one intent to the next. */
function pairDrill(from: string | null, to: string | null): RowsDrill | undefined {
  if (from === null || to === null) return undefined;
  return {
    filters: { ...drillTo('previousIntent', from).filters, ...drillTo('currentIntent', to).filters },
    label: `${from} → ${to}`,
  };
}

/** Which intents lead where, and which first intents end with a person. */
export function IntentFlowSection({ o }: { o: DialogsOverview }) {
  const { t, f } = useOverviewText();
  const name = (value: string | null) => named(t, value);
  return (
    <section className="ov-section" aria-labelledby="ov-flow">
      <h3 id="ov-flow">{t('overview.flow.heading')}</h3>
      <div className="ov-columns">
        <RankedList
          title={t('overview.flow.pairs')}
          items={o.pairs.map((p) => ({
            key: `${name(p.from)}→${name(p.to)}`,
            label: `${name(p.from)} → ${name(p.to)}`,
            value: p.count,
            text: f.count(p.count),
            drill: pairDrill(p.from, p.to),
          }))}
        />
        <RankedList
          title={t('overview.flow.firstIntents')}
          max={1}
          items={o.firstIntents.map((first) => ({
            key: name(first.intent),
            label: name(first.intent),
            value: first.handedOffShare,
            text: t('overview.flow.firstIntentDetail', {
              conversations: first.conversations,
              share: first.handedOffShare,
            }),
            drill: {
              pick: { firstIntent: first.intent },
              label: t('overview.drill.firstIntent', { intent: name(first.intent) }),
            },
          }))}
        />
      </div>
    </section>
  );
}

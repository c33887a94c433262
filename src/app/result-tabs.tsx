import { useState } from 'react';
import { useI18n } from '../lib/i18n';

export type Tab = 'rows' | 'conversations';

/** The tab shown, and the tabs shown once: a visited tab stays mounted (hidden) to keep its state. */
export function useTabs() {
  const [tab, setTab] = useState<Tab>('rows');
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(new Set(['rows']));
  const show = (next: Tab) => {
    setTab(next);
    setVisited((v) => new Set(v).add(next));
  };
  return { tab, visited, show };
}

/** Rows and Conversations, the two views of a DIALOGS run. */
export function ResultTabs({ tab, onShow }: { tab: Tab; onShow: (tab: Tab) => void }) {
  const { t: tr } = useI18n();
  return (
    <div className="tabs" role="tablist" aria-label={tr('app.tabs.label')}>
      {(['rows', 'conversations'] as const).map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`tab-${t}`}
          aria-selected={tab === t}
          aria-controls={`panel-${t}`}
          className="tab"
          onClick={() => onShow(t)}
        >
          {t === 'rows' ? tr('app.tabs.rows') : tr('app.tabs.conversations')}
        </button>
      ))}
    </div>
  );
}

import { useState } from 'react';

export type Tab = 'rows' | 'conversations' | 'overview' | 'review';

const TAB_NAMES: Record<Tab, string> = {
  rows: 'Rows',
  conversations: 'Conversations',
  overview: 'Overview',
  review: 'Review queue',
};

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

/** Rows, Conversations, Overview and Review queue, the views of a DIALOGS run. */
export function ResultTabs({ tab, onShow }: { tab: Tab; onShow: (tab: Tab) => void }) {
  return (
    <div className="tabs" role="tablist" aria-label="Results">
      {(['rows', 'conversations', 'overview', 'review'] as const).map((t) => (
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
          {TAB_NAMES[t]}
        </button>
      ))}
    </div>
  );
}

import { useState } from 'react';
import { useI18n } from '../lib/i18n';

export type Tab = 'rows' | 'summary' | 'conversations' | 'overview' | 'review' | 'profile';

const TAB_NAMES = {
  rows: 'app.tabs.rows',
  summary: 'app.tabs.summary',
  conversations: 'app.tabs.conversations',
  overview: 'app.tabs.overview',
  review: 'app.tabs.review',
  profile: 'app.tabs.profile',
} as const satisfies Record<Tab, string>;

/** The views of a DIALOGS run, and of any other report's. */
export const DIALOGS_TABS: readonly Tab[] = ['rows', 'summary', 'conversations', 'overview', 'review'];
export const OTHER_TABS: readonly Tab[] = ['rows', 'summary', 'profile'];

/**
 * The tab shown, and the tabs shown once: a visited tab stays mounted (hidden) to keep its state. The rows
 * are always there (the other views are made of what the grid shows).
 */
export function useTabs(first: Tab = 'rows') {
  const [tab, setTab] = useState<Tab>(first);
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(new Set(['rows', first]));
  const show = (next: Tab) => {
    setTab(next);
    setVisited((v) => new Set(v).add(next));
  };
  return { tab, visited, show };
}

/** The views of a run: its rows and what is made of them. */
export function ResultTabs({
  tabs,
  tab,
  onShow,
}: {
  tabs: readonly Tab[];
  tab: Tab;
  onShow: (tab: Tab) => void;
}) {
  const { t: tr } = useI18n();
  return (
    <div className="tabs" role="tablist" aria-label={tr('app.tabs.label')}>
      {tabs.map((t) => (
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
          {tr(TAB_NAMES[t])}
        </button>
      ))}
    </div>
  );
}

import { parseUrlState, serializeUrlState, type UrlNotice, type UrlState } from '../lib/url-state';

export interface UrlSnapshot {
  state: UrlState;
  /** What the link carried that could not be used (shown until dismissed). */
  notices: readonly UrlNotice[];
  /** Changes only when the browser navigates (back, forward): forms keyed by it start over. */
  version: number;
}

const listeners = new Set<() => void>();
let snapshot: UrlSnapshot | null = null;

const read = (version: number): UrlSnapshot => ({
  ...parseUrlState(window.location.search, new Date()),
  version,
});
const emit = () => listeners.forEach((l) => l());

function onPopState() {
  snapshot = read((snapshot?.version ?? 0) + 1);
  emit();
}

function write(method: 'pushState' | 'replaceState', state: UrlState) {
  const search = serializeUrlState(state);
  if (search !== window.location.search) window.history[method](null, '', search + window.location.hash);
  snapshot = { ...getSnapshot(), state };
  emit();
}

function getSnapshot(): UrlSnapshot {
  snapshot ??= read(0);
  return snapshot;
}

/** The shareable part of the app's state, in the address bar's query string: report, range, parameters. */
export const urlStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('popstate', onPopState);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
    };
  },
  getSnapshot,
  /** A new history entry: choosing a report, running a query. */
  push: (state: UrlState) => write('pushState', state),
  /** Same entry: edits while typing. */
  replace: (state: UrlState) => write('replaceState', state),
  dismissNotices() {
    snapshot = { ...getSnapshot(), notices: [] };
    emit();
  },
};

import { lazy, Suspense } from 'react';
import type { ConversationsPanelProps } from '../features/conversations';

const ConversationsPanel = lazy(() =>
  import('../features/conversations').then((m) => ({ default: m.ConversationsPanel })),
);

/** The Conversations tab's panel; the conversation inspector loads in its own chunk on first visit. */
export function ConversationsTab({ hidden, ...panel }: ConversationsPanelProps & { hidden: boolean }) {
  return (
    <div id="panel-conversations" role="tabpanel" aria-labelledby="tab-conversations" hidden={hidden}>
      <Suspense fallback={<p className="muted">Loading conversations…</p>}>
        <ConversationsPanel {...panel} />
      </Suspense>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useI18n } from '../lib/i18n';
import type { ConversationsPanelProps } from '../features/conversations';

const ConversationsPanel = lazy(() =>
  import('../features/conversations').then((m) => ({ default: m.ConversationsPanel })),
);

/** The Conversations tab's panel; the conversation inspector loads in its own chunk on first visit. */
export function ConversationsTab({ hidden, ...panel }: ConversationsPanelProps & { hidden: boolean }) {
  return (
    <div id="panel-conversations" role="tabpanel" aria-labelledby="tab-conversations" hidden={hidden}>
      <Suspense fallback={<LoadingConversations />}>
        <ConversationsPanel {...panel} />
      </Suspense>
    </div>
  );
}

function LoadingConversations() {
  const { t } = useI18n();
  return <p className="muted">{t('app.loading.conversations')}</p>;
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Engine } from '../engine/types';
import { useSessionStore } from '../features/credentials';
import { useI18n } from '../lib/i18n';
import { QuestionDialog } from '../lib/question-dialog';

/**
 * Signing out: at once when no run of this tenant is stored, else after the question (keep or delete
 * them). Ending the session clears this session's cache.
 */
export function useSignOut(engine: Pick<Engine, 'runs'>) {
  const queryClient = useQueryClient();
  const endSession = useSessionStore((s) => s.end);
  const [ask, setAsk] = useState<number | null>(null);
  const endNow = () => {
    queryClient.clear();
    endSession();
  };
  const start = () =>
    void engine.runs
      .list()
      .catch(() => [])
      .then((runs) => {
        const mine = runs.filter((r) => !r.locked).length;
        if (mine > 0) setAsk(mine);
        else endNow();
      });
  const question =
    ask === null ? null : (
      <SignOutQuestion
        count={ask}
        onCancel={() => setAsk(null)}
        onKeep={endNow}
        onDelete={() => void engine.runs.deleteTenant().finally(endNow)}
      />
    );
  return { start, question };
}

/** Signing out with runs stored under this tenant: keep them (encrypted) for the next sign-in, or delete them. */
export function SignOutQuestion({
  count,
  onKeep,
  onDelete,
  onCancel,
}: {
  count: number;
  onKeep: () => void;
  onDelete: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  return (
    <QuestionDialog
      title={t('app.signOut.title')}
      onCancel={onCancel}
      answers={[
        { label: t('app.signOut.keep'), primary: true, onChoose: onKeep },
        { label: t('app.signOut.delete'), onChoose: onDelete },
      ]}
    >
      <p>{t('app.signOut.body', { count })}</p>
    </QuestionDialog>
  );
}

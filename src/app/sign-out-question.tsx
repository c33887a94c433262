import { QuestionDialog } from '../lib/question-dialog';

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
  return (
    <QuestionDialog
      title="Sign out"
      onCancel={onCancel}
      answers={[
        { label: 'Keep stored runs', primary: true, onChoose: onKeep },
        { label: 'Delete stored runs', onChoose: onDelete },
      ]}
    >
      <p>
        {count === 1 ? 'One run is' : `${count} runs are`} stored on this device, encrypted with a key only
        your secret opens. Keep {count === 1 ? 'it' : 'them'} to open again after signing in, or delete{' '}
        {count === 1 ? 'it' : 'them'} now.
      </p>
    </QuestionDialog>
  );
}

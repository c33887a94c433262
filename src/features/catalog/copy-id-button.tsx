import { useEffect, useState } from 'react';

/** Copies a report identifier, and says so (or says why not) for two seconds. */
export function CopyIdButton({ id, name }: { id: string; name: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(t);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      setState('copied');
    } catch {
      setState('failed'); // clipboard refused (permissions, insecure origin): the id stays selectable
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-small copy-id"
        onClick={copy}
        aria-label={`Copy id of ${name}`}
      >
        Copy id
      </button>
      <span className="copy-feedback" aria-live="polite">
        {state === 'copied'
          ? 'Identifier copied'
          : state === 'failed'
            ? 'Copy not allowed: select the id'
            : ''}
      </span>
    </>
  );
}

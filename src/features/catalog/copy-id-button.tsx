import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';

/** Copies a report identifier, and says so (or says why not) for two seconds. */
export function CopyIdButton({ id, name }: { id: string; name: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
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
        aria-label={t('catalog.copy.label', { name })}
      >
        {t('catalog.copy.button')}
      </button>
      <span className="copy-feedback" aria-live="polite">
        {state === 'copied' ? t('catalog.copy.done') : state === 'failed' ? t('catalog.copy.failed') : ''}
      </span>
    </>
  );
}

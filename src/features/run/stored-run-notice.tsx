import type { StoredRunLoad } from './use-stored-run';
import { useI18n } from '../../lib/i18n';

/** Pages of a stored run that could not be read (damaged or undecryptable): said, while the rest is shown. */
export function StoredRunNotice({ load }: { load: StoredRunLoad }) {
  const { t } = useI18n();
  if (load.unreadable.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warn">
      <p>{t('run.storedNotice.title', { count: load.unreadable.length })}</p>
      <ul>
        {load.unreadable.map((u) => (
          <li key={u.index}>{t('run.storedNotice.page', { page: u.index, reason: u.reason })}</li>
        ))}
      </ul>
    </div>
  );
}

import { useI18n } from '../lib/i18n';
import type { UrlNotice } from '../lib/url-state';

export function UrlNotices({ notices, onDismiss }: { notices: readonly UrlNotice[]; onDismiss: () => void }) {
  const { t } = useI18n();
  if (notices.length === 0) return null;
  return (
    <div className="alert alert-warn url-notices" role="alert">
      <strong>{t('app.urlNotices.title')}</strong>
      <ul>
        {notices.map((n) => (
          <li key={n.field}>{t('app.urlNotices.item', { field: n.field, value: n.value })}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-small" onClick={onDismiss}>
        {t('app.urlNotices.dismiss')}
      </button>
    </div>
  );
}

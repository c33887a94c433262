import { useI18n } from '../../lib/i18n';
import { useStorageFigures } from './use-storage-figures';

/** The space the stored runs take, beside what the browser says this site uses and may use. */
export function StorageLine({ storedBytes }: { storedBytes: number }) {
  const { t, f } = useI18n();
  const size = (bytes: number) => f.kb(bytes / 1024);
  const figures = useStorageFigures(storedBytes).data;
  const counted = figures?.usage != null && figures.quota != null;
  return (
    <p className="muted runs-storage">
      {t('runs.storage.line', {
        size: size(storedBytes),
        browser: counted ? 'yes' : 'no',
        used: size(figures?.usage ?? 0),
        quota: size(figures?.quota ?? 0),
        persisted: figures?.persisted == null ? 'unknown' : figures.persisted ? 'yes' : 'no',
      })}
    </p>
  );
}

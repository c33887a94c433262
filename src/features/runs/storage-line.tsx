import { formatKb } from '../../lib/format';
import { useStorageFigures } from './use-storage-figures';

const size = (bytes: number) => formatKb(bytes / 1024);

/** The space the stored runs take, beside what the browser says this site uses and may use. */
export function StorageLine({ storedBytes }: { storedBytes: number }) {
  const figures = useStorageFigures(storedBytes).data;
  const browser =
    figures?.usage != null && figures.quota != null
      ? ` · the browser counts ${size(figures.usage)} used by this site of ${size(figures.quota)} available`
      : '';
  const persisted =
    figures?.persisted == null
      ? ''
      : figures.persisted
        ? ' · kept under storage pressure (persistent storage granted)'
        : ' · may be removed if the disk runs low (persistent storage not granted)';
  return (
    <p className="muted runs-storage">
      Runs take {size(storedBytes)}
      {browser}
      {persisted}.
    </p>
  );
}

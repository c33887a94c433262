/** Anything but letters, digits and '-' becomes one '_': safe on every file system and in a URL. */
const safe = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** `2026-10-01 00:00:00` (the service's format) becomes `2026-10-01_000000`. */
const datePart = (serviceDate: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(serviceDate.trim());
  return m ? `${m[1]}_${m[2]}${m[3]}${m[4]}` : safe(serviceDate);
};

/** `DIALOGS_2026-10-01_000000_2026-10-31_235959.csv`: the report and the range, safe characters only. */
export function csvFileName(
  reportName: string,
  startDate: string,
  endDate: string,
  extension = 'csv',
): string {
  const parts = [safe(reportName) || 'report', datePart(startDate), datePart(endDate)].filter(
    (p) => p !== '',
  );
  return `${parts.join('_')}.${extension}`;
}

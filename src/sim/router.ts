/** Where a request goes, from the tail of its path, so any prefix (`/env/demo`, none...) works. */
export type Route =
  | { kind: 'create-token'; info: boolean }
  | { kind: 'execute-report'; tenant: string; idReport: string }
  | { kind: 'unknown' };

const TAIL = /\/api\/ServiceReporting\/(.*)$/i;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function routeOf(method: string, url: URL): Route {
  if (method.toUpperCase() !== 'POST') return { kind: 'unknown' };
  const tail = TAIL.exec(url.pathname)?.[1];
  if (tail === undefined) return { kind: 'unknown' };
  if (/^CreateToken\/?$/i.test(tail)) return { kind: 'create-token', info: url.searchParams.has('info') };
  const parts = tail.split('/');
  if (parts.length !== 3 || parts[0]?.toLowerCase() !== 'executereport') return { kind: 'unknown' };
  const tenant = decode(parts[1] ?? '');
  const idReport = decode(parts[2] ?? '');
  if (!tenant || !idReport) return { kind: 'unknown' };
  return { kind: 'execute-report', tenant, idReport };
}

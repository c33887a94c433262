import { useEffect, useState } from 'react';
import { appConfigSchema, type AppConfig } from '../api/environments';

export type AppConfigState =
  { status: 'loading' } | { status: 'ready'; config: AppConfig } | { status: 'failed'; message: string };

/** GET /app-config.json: the environments this server offers, parsed before anything trusts it. */
export function useAppConfig(): AppConfigState {
  const [state, setState] = useState<AppConfigState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetch('/app-config.json', { signal: abort.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        const parsed = appConfigSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error('its list of environments is not in the expected shape');
        setState({ status: 'ready', config: parsed.data });
      })
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        setState({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
      });
    return () => abort.abort();
  }, []);
  return state;
}

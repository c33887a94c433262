import { z } from 'zod';

/** What "Remember me" may keep: never the secret, the bearer token or the subscription key. */
const rememberedSchema = z.object({
  environment: z.string().max(32),
  tenant: z.string().max(200),
  accessToken: z.string().max(2000),
});
export type Remembered = z.infer<typeof rememberedSchema>;

export const REMEMBER_KEY = 'report-explorer:remembered';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): KeyValueStore | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
};

export function readRemembered(store = storage()): Remembered | null {
  const text = store?.getItem(REMEMBER_KEY);
  if (!text) return null;
  try {
    const parsed = rememberedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps exactly the three allowed fields, whatever else the caller holds. */
export function remember(value: Remembered, store = storage()): void {
  const { environment, tenant, accessToken } = value;
  store?.setItem(REMEMBER_KEY, JSON.stringify({ environment, tenant, accessToken }));
}

export function forgetRemembered(store = storage()): void {
  store?.removeItem(REMEMBER_KEY);
}

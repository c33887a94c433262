import type { z } from 'zod';

/** What a setting needs of the device's storage: the page's localStorage, or a test's stand-in. */
export type DeviceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage when there is one: a worker and Node have none, and a browser's privacy
 * settings may refuse it (reading the property then throws).
 */
export function deviceStorage(): DeviceStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A key's text on this device; a refused storage holds none. */
export function readDevice(key: string, store = deviceStorage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps (or, given null, forgets) a key's text; a full or refused storage only costs the memory of it. */
export function writeDevice(key: string, text: string | null, store = deviceStorage()): void {
  try {
    if (text === null) store?.removeItem(key);
    else store?.setItem(key, text);
  } catch {
    // Quota exceeded or storage blocked: the value still holds on this page.
  }
}

/** How one setting is written on the device: its text read back into a value (a bad one: the default). */
export interface SettingCodec<T> {
  read: (text: string | null) => T;
  write: (value: T) => string | null;
}

/**
 * A value kept as JSON, read through its schema: a missing text, one edited by hand or one from an older
 * version reads as the fallback instead of breaking what uses it.
 */
export const jsonCodec = <T>(schema: z.ZodType<T>, fallback: T): SettingCodec<T> => ({
  read(text) {
    if (text === null) return fallback;
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  },
  write: (value) => JSON.stringify(value),
});

/** A setting of this device as the page holds it: read once, written through, its listeners told. */
export interface DeviceSetting<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * One setting remembered on this device (a preference, nothing secret): read on first use, kept for the
 * page, and every change written to the device and told to the page's listeners (useSyncExternalStore).
 */
export function deviceSetting<T>(
  key: string,
  codec: SettingCodec<T>,
  store = deviceStorage,
): DeviceSetting<T> {
  const held: { value?: { current: T } } = {};
  const listeners = new Set<() => void>();
  const get = () => (held.value ??= { current: codec.read(readDevice(key, store())) }).current;
  return {
    get,
    set(value) {
      held.value = { current: value };
      writeDevice(key, codec.write(value), store());
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

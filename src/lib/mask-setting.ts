import { z } from 'zod';
import { MASK_AS } from '../core/personal-data';

/**
 * Whether personal data is masked, on screen and in exports, and as what: one setting for the page,
 * remembered on this device (localStorage) as the language is, and never put in a link: a link says what to
 * show, not how this person must show it.
 */
const settingSchema = z.object({ on: z.boolean().catch(false), as: z.enum(MASK_AS).catch('kind') });
export type MaskSetting = z.infer<typeof settingSchema>;

export const MASK_KEY = 'report-explorer:mask-personal-data';
const OFF: MaskSetting = { on: false, as: 'kind' };

const storage = (): Pick<Storage, 'getItem' | 'setItem'> | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
};

function read(): MaskSetting {
  try {
    const raw = storage()?.getItem(MASK_KEY);
    const parsed = raw ? settingSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : OFF;
  } catch {
    return OFF;
  }
}

let current: MaskSetting | null = null;
const listeners = new Set<() => void>();

export function maskSetting(): MaskSetting {
  current ??= read();
  return current;
}

export function setMaskSetting(next: MaskSetting): void {
  current = next;
  try {
    storage()?.setItem(MASK_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage blocked: the setting still holds on this page.
  }
  for (const listener of listeners) listener();
}

export const subscribeMaskSetting = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

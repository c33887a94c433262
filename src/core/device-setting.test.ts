import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deviceSetting, jsonCodec, readDevice, writeDevice, type DeviceStorage } from './device-setting';

const memory = (): DeviceStorage & { texts: Map<string, string> } => {
  const texts = new Map<string, string>();
  return {
    texts,
    getItem: (key) => texts.get(key) ?? null,
    setItem: (key, text) => void texts.set(key, text),
    removeItem: (key) => void texts.delete(key),
  };
};

const refused: DeviceStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const codec = jsonCodec(z.object({ on: z.boolean() }), { on: false });

describe('a setting remembered on the device', () => {
  it('reads back what was kept, and the default for what was edited by hand or never kept', () => {
    const store = memory();
    const setting = deviceSetting('k', codec, () => store);
    expect(setting.get()).toEqual({ on: false });
    setting.set({ on: true });
    expect(deviceSetting('k', codec, () => store).get()).toEqual({ on: true });
    store.texts.set('k', '{not json');
    expect(deviceSetting('k', codec, () => store).get()).toEqual({ on: false });
    store.texts.set('k', '{"on":"yes"}');
    expect(deviceSetting('k', codec, () => store).get()).toEqual({ on: false });
  });

  it('holds for the page, and tells its readers, when the browser refuses the storage', () => {
    const setting = deviceSetting('k', codec, () => refused);
    const told: boolean[] = [];
    const stop = setting.subscribe(() => told.push(setting.get().on));
    setting.set({ on: true });
    stop();
    setting.set({ on: false });
    expect(told).toEqual([true]);
    expect(setting.get()).toEqual({ on: false });
    expect(readDevice('k', refused)).toBeNull();
    expect(() => writeDevice('k', 'x', refused)).not.toThrow();
  });

  it('forgets a key written as null', () => {
    const store = memory();
    writeDevice('k', 'x', store);
    writeDevice('k', null, store);
    expect(store.texts.has('k')).toBe(false);
  });
});

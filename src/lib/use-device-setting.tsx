import { useSyncExternalStore } from 'react';
import type { DeviceSetting } from '../core/device-setting';

/** A device setting's value, re-rendering the component when anything on the page changes it. */
export function useDeviceSetting<T>(setting: DeviceSetting<T>): T {
  return useSyncExternalStore(setting.subscribe, setting.get, setting.get);
}

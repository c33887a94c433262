import { z } from 'zod';
import { deviceStorage, jsonCodec, readDevice, writeDevice } from '../../core/device-setting';

/** What "Remember me" may keep: never the secret, the bearer token or the subscription key. */
const rememberedSchema = z.object({
  environment: z.string().max(32),
  tenant: z.string().max(200),
  accessToken: z.string().max(2000),
});
export type Remembered = z.infer<typeof rememberedSchema>;

export const REMEMBER_KEY = 'report-explorer:remembered';

const codec = jsonCodec<Remembered | null>(rememberedSchema, null);

export const readRemembered = (store = deviceStorage()): Remembered | null =>
  codec.read(readDevice(REMEMBER_KEY, store));

/** Keeps exactly the three allowed fields, whatever else the caller holds. */
export function remember(value: Remembered, store = deviceStorage()): void {
  const { environment, tenant, accessToken } = value;
  writeDevice(REMEMBER_KEY, codec.write({ environment, tenant, accessToken }), store);
}

export const forgetRemembered = (store = deviceStorage()): void => writeDevice(REMEMBER_KEY, null, store);

import { z } from 'zod';
import { deviceSetting, jsonCodec } from '../core/device-setting';
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

export const MASK_SETTING = deviceSetting(MASK_KEY, jsonCodec<MaskSetting>(settingSchema, OFF));

export const maskSetting = MASK_SETTING.get;
export const setMaskSetting = MASK_SETTING.set;

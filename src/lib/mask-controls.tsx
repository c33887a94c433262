import { useId } from 'react';
import { MASK_AS } from '../core/personal-data';
import { useI18n } from './i18n';
import { MASK_SETTING, setMaskSetting, type MaskSetting } from './mask-setting';
import { useDeviceSetting } from './use-device-setting';

/** The setting, re-rendering its readers when any control changes it. */
export const useMaskSetting = (): MaskSetting => useDeviceSetting(MASK_SETTING);

/**
 * "Mask personal data" and "Masked as": one setting for the grid, the transcript and their exports
 * (src/lib/mask-setting.ts), so what is hidden on a shared screen is hidden in its files too.
 */
export function MaskControls() {
  const { t } = useI18n();
  const setting = useMaskSetting();
  const id = useId();
  return (
    <span className="mask-controls">
      <label>
        <input
          type="checkbox"
          checked={setting.on}
          onChange={(e) => setMaskSetting({ ...setting, on: e.target.checked })}
        />
        {t('lib.mask.on')}
      </label>
      <label htmlFor={id}>{t('lib.mask.as')}</label>
      <select
        id={id}
        value={setting.as}
        // How a value is masked means nothing while nothing is masked.
        disabled={!setting.on}
        onChange={(e) => {
          const as = MASK_AS.find((a) => a === e.target.value);
          if (as) setMaskSetting({ ...setting, as });
        }}
      >
        {MASK_AS.map((as) => (
          <option key={as} value={as}>
            {t(as === 'kind' ? 'lib.mask.kind' : 'lib.mask.pseudonym')}
          </option>
        ))}
      </select>
    </span>
  );
}

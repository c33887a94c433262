import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { deviceSetting, jsonCodec } from '../core/device-setting';
import { useDeviceSetting } from '../lib/use-device-setting';

/**
 * Whether the person folded the catalog to its rail, remembered on this device (a preference, nothing
 * secret, never put in a link); null until they choose.
 */
export const CATALOG_FOLD_KEY = 'report-explorer:catalog-folded';
const choiceSchema = z.boolean().nullable();

/** Below this width the main column needs the catalog's room: its toolbar and grid fit one line then. */
const NARROW = '(max-width: 1299px)';

const foldChoice = deviceSetting(CATALOG_FOLD_KEY, jsonCodec(choiceSchema, null));

const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;

/**
 * The catalog column, open or folded to an icon rail. Open while no report is chosen (it is where one is
 * chosen); once one is, as the person last left it, or on a narrow window, folded by itself.
 */
export function useCatalogFold(reportChosen: boolean) {
  const choice = useDeviceSetting(foldChoice);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow);
  const folded = reportChosen && (choice ?? narrow);
  const toggle = () => foldChoice.set(!folded);
  return { folded, toggle };
}

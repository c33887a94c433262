import { useState, useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * Whether the person folded the catalog to its rail, remembered on this device (a preference, nothing
 * secret, never put in a link); null until they choose.
 */
export const CATALOG_FOLD_KEY = 'report-explorer:catalog-folded';
const choiceSchema = z.boolean().nullable().catch(null);

/** Below this width the main column needs the catalog's room: its toolbar and grid fit one line then. */
const NARROW = '(max-width: 1299px)';

function readChoice(): boolean | null {
  try {
    const raw = globalThis.localStorage?.getItem(CATALOG_FOLD_KEY);
    return raw ? choiceSchema.parse(JSON.parse(raw)) : null;
  } catch {
    return null; // storage blocked by the browser's privacy settings, or a value not written here
  }
}

function writeChoice(folded: boolean) {
  try {
    globalThis.localStorage?.setItem(CATALOG_FOLD_KEY, JSON.stringify(folded));
  } catch {
    // Quota exceeded or storage blocked: the choice still holds on this page.
  }
}

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
  const [choice, setChoice] = useState(readChoice);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow);
  const folded = reportChosen && (choice ?? narrow);
  const toggle = () => {
    setChoice(!folded);
    writeChoice(!folded);
  };
  return { folded, toggle };
}

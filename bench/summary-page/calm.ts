import { idle } from '../table-page/measure';

/**
 * Garbage collected, then the page idle for a moment: making 1,000,000 rows leaves hundreds of MB of
 * garbage, and a collection of it must not land in whichever page's measure comes first.
 */
export async function calm() {
  const gc: unknown = Reflect.get(window, 'gc');
  if (typeof gc === 'function') {
    gc();
    gc();
  }
  await idle();
}

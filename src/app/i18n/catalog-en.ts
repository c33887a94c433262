import app from '../messages.en.json';
import lib from '../../lib/messages.en.json';
import catalog from '../../features/catalog/messages.en.json';
import credentials from '../../features/credentials/messages.en.json';
import errors from '../../features/errors/messages.en.json';
import query from '../../features/query/messages.en.json';
import quota from '../../features/quota/messages.en.json';
import run from '../../features/run/messages.en.json';

/**
 * Every English message, in the first load. One import per folder that has words (docs/i18n.md): its
 * `messages.en.json` holds keys that start with the folder's name, so no two folders collide.
 */
export const catalogEn = {
  ...app,
  ...lib,
  ...catalog,
  ...credentials,
  ...errors,
  ...query,
  ...quota,
  ...run,
};

declare module '../../lib/i18n/register' {
  interface Register {
    catalog: typeof catalogEn;
  }
}

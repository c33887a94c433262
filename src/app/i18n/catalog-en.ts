import app from '../messages.en.json';

/**
 * Every English message, in the first load. One import per folder that has words (docs/i18n.md): its
 * `messages.en.json` holds keys that start with the folder's name, so no two folders collide.
 */
export const catalogEn = { ...app };

declare module '../../lib/i18n/register' {
  interface Register {
    catalog: typeof catalogEn;
  }
}

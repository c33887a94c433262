import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalog file: `messages.en.json`, `messages.es.json` in a feature's folder, `src/lib` or `src/app`. */
export const CATALOG_FILE = /[/\\]messages\.[a-z]{2}\.json$/;

/**
 * Compiles every ICU message of a catalog file at build time into Lingui's compiled form (plain JSON
 * arrays), so the page ships neither a message parser nor anything that evaluates code: Lingui's runtime
 * only walks the arrays. A message that does not parse fails the build with its key.
 * @returns {import('vite').Plugin}
 */
export function compileCatalogs() {
  return {
    name: 'report-explorer-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0] ?? '')) return null;
      /** @type {unknown} */
      const source = JSON.parse(code);
      if (!source || typeof source !== 'object') throw new Error(`${id}: a catalog is one object of messages`);
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => {
          if (typeof message !== 'string') throw new Error(`${id}: ${key} is not a string`);
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`${id}: ${key} does not parse: ${String(error)}`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

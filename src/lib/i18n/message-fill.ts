import type { I18n } from '@lingui/core';
import type { MessageValues } from './register';

/** Named number styles a message may use (`{share, number, percent}` reads `percent` here). */
export type NumberStyles = Readonly<Record<string, Intl.NumberFormatOptions>>;

/** A compiled message made into a function: the values, and the plural's count as `#` shows it. */
type Fill = (values: MessageValues, count: string | undefined) => string;

const STYLES = ['decimal', 'percent', 'currency', 'unit'] as const;
const isStyle = (style: string): style is (typeof STYLES)[number] => STYLES.some((s) => s === style);

/** What Intl's format takes: a value as the message was given it (a string is read as a number by Intl). */
const toNumberLike = (value: string | number | undefined) =>
  value === undefined ? Number.NaN : typeof value === 'string' ? Number(value) : value;

/** A `\u0041` or `\x41` in a message's text, which Lingui decodes: such a message is left to it. */
const ESCAPE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

/**
 * `i18n._(id, values, { formats })` with each message made into a function the first time it is asked:
 * its number formats and plural rules made then, not on each call. Lingui's `_` interprets the compiled
 * message on every call (it builds its formatters and their cache keys anew each time), and the Overview
 * fills thousands of messages a second while a run arrives (measured: docs/measurements.md#messages-filled-once).
 * Fills exactly what Lingui's `_` would (src/lib/i18n/message-fill.test.ts holds every catalog to it); a
 * message it does not know how to fill (a missing id, a date, an ordinal, an offset, an escape) goes to `_`.
 */
export function messageFiller(i18n: I18n, styles: NumberStyles = {}) {
  // Lingui's own: the locale, then en-US where the locale has no data.
  const compilerNow = () => messageCompiler([...[i18n.locales ?? i18n.locale].flat(), 'en-US'], styles);
  let locale = i18n.locale;
  let compile = compilerNow();
  const made = new Map<string, { tokens: unknown; fill: Fill | null }>();
  return (id: string, values: MessageValues = {}): string => {
    // Another language activated: its numbers and plurals are another locale's.
    if (i18n.locale !== locale) {
      locale = i18n.locale;
      compile = compilerNow();
      made.clear();
    }
    const tokens: unknown = i18n.messages[id];
    let entry = made.get(id);
    // Made again when the catalog holds another message for the id.
    if (!entry || entry.tokens !== tokens) made.set(id, (entry = { tokens, fill: compile(tokens) }));
    const text = entry.fill?.(values, undefined);
    return text === undefined || ESCAPE.test(text) ? i18n._(id, values, { formats: styles }) : text;
  };
}

/** Makes a compiled message (Lingui's tokens) a Fill, its formatters made once; null where it cannot. */
function messageCompiler(locales: string[], styles: NumberStyles) {
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions | undefined) => {
    const key = JSON.stringify(options ?? null);
    let format = numberFormats.get(key);
    if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locales, options)));
    return format;
  };
  const plurals = new Intl.PluralRules(locales, { type: 'cardinal' });

  function sequence(tokens: unknown): Fill | null {
    if (!Array.isArray(tokens)) return null;
    const parts: Fill[] = [];
    for (const token of tokens) {
      const part = placeholder(token);
      if (!part) return null;
      parts.push(part);
    }
    return (values, count) => {
      let text = '';
      for (const part of parts) text += part(values, count);
      return text;
    };
  }

  /** Each case of a plural or a select, made; null if any cannot be. */
  function cases(format: unknown): Record<string, Fill> | null {
    if (typeof format !== 'object' || format === null) return null;
    const made: Record<string, Fill> = Object.create(null);
    for (const [key, tokens] of Object.entries(format)) {
      // The compiler names an `offset` on each plural and select, undefined where the message has none.
      if (key === 'offset') {
        if (tokens === undefined) continue;
        return null;
      }
      const fill = sequence(tokens);
      if (!fill) return null;
      made[key] = fill;
    }
    return made;
  }

  function placeholder(token: unknown): Fill | null {
    // `#` is the plural's count; in a select's case (or outside a plural) Lingui leaves it as it is.
    if (token === '#') return (_, count) => count ?? '#';
    if (typeof token === 'string') return () => token;
    if (!Array.isArray(token) || typeof token[0] !== 'string') return null;
    const [name, type, format]: unknown[] = token;
    const key = String(name);
    if (type === undefined)
      return (values) => {
        const value = values[key];
        return value == null ? '' : String(value);
      };
    if (type === 'number') {
      // `{n, number}`, `{n, number, percent}`: a named style of the message's, else Intl's style of that name.
      const options =
        format === undefined
          ? {}
          : typeof format === 'string'
            ? (styles[format] ?? (isStyle(format) ? { style: format } : null))
            : null;
      if (!options) return null;
      const numbers = numberFormat(options);
      return (values) => numbers.format(toNumberLike(values[key]));
    }
    const made = cases(format);
    if (!made) return null;
    if (type === 'select')
      return (values) => (made[String(values[key])] ?? made.other)?.(values, undefined) ?? '';
    if (type !== 'plural') return null;
    // The count as `#` shows it: Lingui formats it with the message's `number` style when one is named.
    const counts = numberFormat(styles.number);
    return (values) => {
      const value = values[key];
      const n = Number(value);
      const fill = made[String(value)] ?? made[plurals.select(n)] ?? made.other;
      return fill ? fill(values, counts.format(n)) : '';
    };
  }

  return sequence;
}

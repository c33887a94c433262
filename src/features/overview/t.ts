import en from './messages.en.json';

/**
 * The overview's words: ICU MessageFormat strings in messages.en.json (messages.es.json has the same
 * keys), read by this one function until the app's catalogs take them in. It reads the part of ICU the
 * messages use: `{v}`, `{v, number}`, `{v, number, percent}`, `{v, plural, one {…} other {…}}` with `#`,
 * and `{v, select, a {…} other {…}}`.
 */
export type MessageKey = keyof typeof en;
type Values = Readonly<Record<string, string | number>>;

const LOCALE = 'en-US';
const plural = new Intl.PluralRules(LOCALE);
const numbers = new Intl.NumberFormat(LOCALE);
const percents = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });

/** The end of the brace group opened at `open` (the index of its `}`). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** `one {…} other {…}` as a map of choice to text. */
function choices(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    found.set(body.slice(i, open).trim(), body.slice(open + 1, end));
    i = end + 1;
  }
  return found;
}

function argument(inner: string, values: Values, hash: string | null): string {
  const [name = '', type = '', ...rest] = inner.split(',');
  const value = values[name.trim()] ?? '';
  const style = rest.join(',').trim();
  switch (type.trim()) {
    case 'number':
      return typeof value !== 'number'
        ? String(value)
        : style === 'percent'
          ? percents.format(value)
          : numbers.format(value);
    case 'plural': {
      const options = choices(style);
      const n = typeof value === 'number' ? value : Number(value);
      const text = options.get(`=${n}`) ?? options.get(plural.select(n)) ?? options.get('other') ?? '';
      return format(text, values, numbers.format(n));
    }
    case 'select': {
      const options = choices(style);
      return format(options.get(String(value)) ?? options.get('other') ?? '', values, hash);
    }
    default:
      return String(value);
  }
}

function format(text: string, values: Values, hash: string | null): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '{') {
      const end = closing(text, i);
      out += argument(text.slice(i + 1, end), values, hash);
      i = end + 1;
    } else {
      out += ch === '#' && hash !== null ? hash : ch;
      i++;
    }
  }
  return out;
}

/** The English text of a message with its values. */
export const t = (key: MessageKey, values: Values = {}): string => format(en[key], values, null);

import { formatCount } from '../../lib/format';
import en from './messages.en.json';

export type MessageId = keyof typeof en;

/**
 * The feature's words from its English catalog (messages.en.json, with messages.es.json beside it, as
 * the app's catalogs take them). Until the app picks a language here, the few placeholders these
 * messages use are filled in place: `{name}` and `{name, number}`.
 */
export function say(id: MessageId, values: Record<string, string | number> = {}): string {
  return en[id].replace(/\{(\w+)(, number)?\}/g, (whole, name: string, asNumber?: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return asNumber && typeof v === 'number' ? formatCount(v) : String(v);
  });
}

/** The workbook's own language (sheet names, About sheet): the page's, as `lang` on <html> says. */
export const workbookLanguage = (): 'en' | 'es' =>
  typeof document !== 'undefined' && document.documentElement.lang.toLowerCase().startsWith('es')
    ? 'es'
    : 'en';

import { useI18n } from '../../lib/i18n';
import { formatsFor, type Formats } from '../../lib/format';
import { usePartTranslate, type PartTranslate } from '../../lib/i18n/use-part-translate';
import en from './messages.en.json';
import es from './messages.es.json';

/** The Summary's messages travel in its own chunk, never in the first load (docs/i18n.md). */
const PART = { en, es };

export type SummaryKey = keyof typeof en;
export type SummaryTranslate = PartTranslate<SummaryKey>;

/** The Summary's words (`t`) and the app's figures (`f`) in the language shown. */
export function useSummaryText(): { t: SummaryTranslate; f: Formats } {
  const t = usePartTranslate(PART);
  const { locale } = useI18n();
  return { t, f: formatsFor(locale) };
}

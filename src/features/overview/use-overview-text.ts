import { useI18n } from '../../lib/i18n';
import { usePartTranslate, type PartFormats, type PartTranslate } from '../../lib/i18n/use-part-translate';
import { isConversationsDrill, type OverviewDrill } from './drill';
import { overviewFormats, type OverviewFormats } from './formats';
import en from './messages.en.json';
import es from './messages.es.json';

/** The overview's messages travel in its own chunk, never in the first load (docs/i18n.md). */
const PART = { en, es };
// `{share, number, percent}` to a tenth of a percent, as `f.share` writes shares outside messages.
const FORMATS = { percent: { style: 'percent', maximumFractionDigits: 1 } } satisfies PartFormats;

export type OverviewKey = keyof typeof en;
export type OverviewTranslate = PartTranslate<OverviewKey>;

/** The overview's words (`t`) and figures (`f`) in the language shown. */
export function useOverviewText(): { t: OverviewTranslate; f: OverviewFormats } {
  const t = usePartTranslate(PART, FORMATS);
  const { locale } = useI18n();
  return { t, f: overviewFormats(locale) };
}

/** What a click on a figure shows, said in its title: the conversations by name, or `label`'s rows. */
export const drillTitle = (t: OverviewTranslate, drill: OverviewDrill, label: string) =>
  isConversationsDrill(drill) ? drill.label : t('overview.drill.showRows', { label });

/** A value a row may lack (a drifted store's null). */
export const named = (t: OverviewTranslate, value: string | null) => value ?? t('overview.none');

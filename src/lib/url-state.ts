import { z } from 'zod';
import { MAX_LEGACY_SIZE } from '../core/contract';
import { REPORT_KEYS, type ReportKey } from '../core/catalog/catalog';
import { parseServiceDate, presets, type CompareWith } from '../core/dates';
import { localeSchema, type Locale } from './i18n/locales';

/** What a shared link carries: the report, the range and its parameters. Never a credential. */
export interface UrlState {
  report: ReportKey | null;
  start: string;
  end: string;
  size: number;
  campaign: string;
  /** The language, only once the person picked one in the switch: a link then opens in it. */
  lang: Locale | null;
  /**
   * The Summary shown, as its configuration's own text ('' when the Summary is not the view shown): the
   * Summary reads and checks it (src/core/summary), so a link opens the same summary.
   */
  summary: string;
  /** The period the Summary and the Overview compare the run with; null for none. */
  compare: CompareWith | null;
}

/** A value of the link that could not be used; the page words it in the language shown. */
export interface UrlNotice {
  field: Exclude<keyof UrlState, 'lang' | 'summary' | 'compare'>;
  value: string;
}

export const DEFAULT_PAGE_SIZE = MAX_LEGACY_SIZE;

export function defaultUrlState(now: Date): UrlState {
  const week = presets(now).find((p) => p.id === 'last-7-days');
  return {
    report: null,
    start: week?.start ?? '',
    end: week?.end ?? '',
    size: DEFAULT_PAGE_SIZE,
    campaign: '',
    lang: null,
    summary: '',
    compare: null,
  };
}

const PARAM_NAMES: Record<keyof UrlState, string> = {
  report: 'report',
  start: 'start',
  end: 'end',
  size: 'size',
  campaign: 'campaign',
  lang: 'lang',
  summary: 'summary',
  compare: 'compare',
};

const serviceDate = z.string().refine((s) => parseServiceDate(s).ok);

/**
 * Reads the query string. Each bad value falls back to its default and leaves a notice a person can read;
 * a missing value falls back silently.
 */
export function parseUrlState(search: string, now: Date): { state: UrlState; notices: UrlNotice[] } {
  const defaults = defaultUrlState(now);
  const params = new URLSearchParams(search);
  const notices: UrlNotice[] = [];
  const orDefault =
    <T>(field: UrlNotice['field'], fallback: T) =>
    (ctx: { value: unknown }) => {
      notices.push({ field, value: String(ctx.value) });
      return fallback;
    };
  const schema = z.object({
    report: z.enum(REPORT_KEYS).nullable().catch(orDefault('report', defaults.report)),
    start: serviceDate.catch(orDefault('start', defaults.start)),
    end: serviceDate.catch(orDefault('end', defaults.end)),
    size: z.coerce.number().int().min(1).max(MAX_LEGACY_SIZE).catch(orDefault('size', defaults.size)),
    campaign: z.string().max(200).catch(orDefault('campaign', defaults.campaign)),
    // A language the app does not speak is dropped quietly: the page is still readable in the one chosen.
    lang: localeSchema.nullable().catch(null),
    // Checked by the Summary, which says so when a link's does not read.
    summary: z.string().max(1_000).catch(''),
    compare: z.enum(['previous', 'lastYear']).nullable().catch(null),
  });
  const raw = Object.fromEntries(
    (Object.keys(PARAM_NAMES) as (keyof UrlState)[]).map((k) => [
      k,
      params.get(PARAM_NAMES[k]) ?? defaults[k],
    ]),
  );
  return { state: schema.parse(raw), notices };
}

/** The query string for a state; defaults are left out so links stay short. */
export function serializeUrlState(state: UrlState): string {
  const params = new URLSearchParams();
  if (state.report) params.set('report', state.report);
  params.set('start', state.start);
  params.set('end', state.end);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  if (state.campaign) params.set('campaign', state.campaign);
  if (state.lang) params.set('lang', state.lang);
  if (state.summary) params.set('summary', state.summary);
  if (state.compare) params.set('compare', state.compare);
  return `?${params.toString()}`;
}

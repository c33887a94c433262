import type { SavedView } from '../../core/table';
import type { Translate } from '../../lib/i18n';

/** What a stored run opens with, in words ("sorted by 2 columns · 1 column filter"); null when nothing. */
export function savedViewWords(view: SavedView, t: Translate): string | null {
  const parts: string[] = [];
  if (view.sort.length > 0) parts.push(t('runs.view.sorted', { count: view.sort.length }));
  if (view.global.trim() !== '') parts.push(t('runs.view.search', { text: view.global.trim() }));
  const filters = Object.keys(view.filters).length;
  if (filters > 0) parts.push(t('runs.view.filters', { count: filters }));
  return parts.length === 0 ? null : parts.join(' · ');
}

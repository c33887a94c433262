import { useMemo } from 'react';
import { useI18n } from '../../lib/i18n';
import type { ViewPage } from './view-pages';

/** Rows of a view by where they came from, and the calls its fetched pages took (the team's took none). */
export function sourcesOf(pages: readonly ViewPage[]) {
  let device = 0;
  let team = 0;
  let fetched = 0;
  let calls = 0;
  for (const page of pages) {
    if (page.leg.kind === 'device') device += page.rows.length;
    else if (page.leg.kind === 'team') team += page.rows.length;
    else {
      fetched += page.rows.length;
      calls++;
    }
  }
  return { device, team, fetched, calls };
}

/** What a view shows came from this device and what was fetched for it (docs/architecture.md#the-tenants-history). */
export function RunSources({ pages }: { pages: readonly ViewPage[] }) {
  const { t } = useI18n();
  const sources = useMemo(() => sourcesOf(pages), [pages]);
  const line = sources.team > 0 ? t('run.sources.team', sources) : t('run.sources.line', sources);
  // The run's line may cut it short on a narrow window: the whole sentence stays in its tooltip.
  return (
    <p className="run-sources muted" title={line}>
      {line}
    </p>
  );
}

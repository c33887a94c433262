import type { TeamUsage } from '../../api/types';
import { useI18n } from '../../lib/i18n';
import { QuotaMeter } from './quota-meter';

/**
 * The key's calls of all its users in this window, as the app's server counted the calls it sent
 * (docs/environments.md#a-team-on-one-key): only behind that server, which says so on every answer.
 */
export function TeamQuota({ team, limit, now }: { team: TeamUsage; limit: number; now: number }) {
  const { t, f } = useI18n();
  return (
    <>
      <h3>{t('quota.team.title')}</h3>
      <QuotaMeter label={t('quota.team.calls')} used={team.calls} limit={limit} />
      <p className="muted">{t('quota.team.footer', { at: f.clock(team.renewsAt, now) })}</p>
    </>
  );
}

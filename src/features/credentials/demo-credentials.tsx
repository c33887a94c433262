import type { Credentials } from '../../api/types';
import { useI18n } from '../../lib/i18n';

type Demo = Required<Credentials>;

/** The demo's own credentials, shown openly: they only open the simulated service. */
export function DemoCredentials({ credentials, onUse }: { credentials: Demo; onUse: (c: Demo) => void }) {
  const { t } = useI18n();
  return (
    <section className="demo-credentials" aria-labelledby="demo-credentials-title">
      <h2 id="demo-credentials-title">{t('credentials.demo.title')}</h2>
      <dl>
        <dt>{t('credentials.field.accessToken')}</dt>
        <dd className="mono">{credentials.accessToken}</dd>
        <dt>{t('credentials.demo.secret')}</dt>
        <dd className="mono">{credentials.accessTokenSecret}</dd>
        <dt>{t('credentials.field.tenant')}</dt>
        <dd className="mono">{credentials.tenant}</dd>
        <dt>{t('credentials.demo.premiumKey')}</dt>
        <dd className="mono">{credentials.subscriptionKey}</dd>
      </dl>
      <button type="button" className="btn btn-small" onClick={() => onUse(credentials)}>
        {t('credentials.demo.use')}
      </button>
    </section>
  );
}

import { useI18n } from '../../lib/i18n';
import { safeHref, timeWithOffset, type Message } from '../../core/conversations';
import { partKind } from '../../core/dialogs';
import { formatServiceDate } from '../../core/dates';

/** Local time shown; the time as the service wrote it, with its offset, in the title. */
export function MessageTime({ date, instant }: { date: string; instant: number }) {
  const { t } = useI18n();
  if (Number.isNaN(instant)) return <span className="msg-time">{date || t('conversations.noDate')}</span>;
  return (
    <time
      className="msg-time"
      dateTime={date}
      title={t('conversations.msg.sentAs', { time: timeWithOffset(date) })}
    >
      {formatServiceDate(new Date(instant))}
    </time>
  );
}

/** A file name and a URL from the service: a link only for http(s), otherwise plain text. */
function Attachment({ fileName, url }: { fileName: string | null; url: string | null }) {
  const { t } = useI18n();
  const name = fileName || null;
  const address = url || null;
  if (name === null && address === null) return null;
  const href = safeHref(address);
  return (
    <p className="msg-attachment">
      <span className="msg-label">{t('conversations.msg.attachment')} </span>
      {href !== null ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {name ?? href}
          <span className="visually-hidden"> {t('conversations.msg.newTab')}</span>
        </a>
      ) : (
        <span>{name ?? address}</span>
      )}
      {href === null && address !== null ? (
        <span className="muted">
          {name === null ? '' : ` ${address}`} {t('conversations.msg.notLink')}
        </span>
      ) : null}
    </p>
  );
}

/**
 * One message. Text from the service is rendered as text, never as HTML. The part is written out in the
 * label and sets the side and colour, so colour never carries it alone.
 */
export function MessageItem({ message: m, current = false }: { message: Message; current?: boolean }) {
  const { t, f } = useI18n();
  const none = t('conversations.none');
  const figure = (n: number | null) => (n === null ? none : f.twoDecimals(n));
  const kind = partKind(m.part);
  return (
    <li
      className={`msg msg-${kind}${current ? ' msg-current' : ''}`}
      aria-current={current ? 'true' : undefined}
      tabIndex={current ? -1 : undefined}
    >
      <div className="msg-head">
        <span className="msg-who">
          {m.part === null ? t('conversations.part.unknown') : t('conversations.part', { part: m.part })}
        </span>
        {m.partName ? <span className="msg-part-name">{m.partName}</span> : null}
        <MessageTime date={m.date} instant={m.instant} />
      </div>
      {m.text === '' ? (
        <p className="msg-text muted">{t('conversations.msg.noText')}</p>
      ) : (
        <p className="msg-text">{m.text}</p>
      )}
      <Attachment fileName={m.fileName} url={m.url} />
      <dl className="msg-meta">
        <div>
          <dt>{t('conversations.msg.intent')}</dt>
          <dd>
            {m.previousIntent ? `${m.previousIntent} → ` : ''}
            {m.currentIntent || none}
          </dd>
        </div>
        <div className={m.lowConfidence ? 'msg-low' : undefined}>
          <dt>{t('conversations.msg.confidence')}</dt>
          <dd>
            {t('conversations.msg.confidenceValue', {
              value: figure(m.confidence),
              min: figure(m.minConfidence),
            })}
            {m.lowConfidence ? (
              <span className="badge badge-warn">{t('conversations.msg.belowMinimum')}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('conversations.msg.type')}</dt>
          <dd>{m.secuenceType === null ? none : t('conversations.type', { type: m.secuenceType })}</dd>
        </div>
        <div>
          <dt>{t('conversations.msg.attempt')}</dt>
          <dd>{m.attempt ?? none}</dd>
        </div>
      </dl>
    </li>
  );
}

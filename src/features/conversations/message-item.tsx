import { labelOf, PART_LABELS, SECUENCE_TYPE_LABELS } from '../../core/contract';
import { partKind, safeHref, timeWithOffset, type Message } from '../../core/conversations';
import { formatServiceDate } from '../../core/dates';

const figure = (n: number | null) => (n === null ? 'none' : n.toFixed(2));

/** Local time shown; the time as the service wrote it, with its offset, in the title. */
export function MessageTime({ date, instant }: { date: string; instant: number }) {
  if (Number.isNaN(instant)) return <span className="msg-time">{date || 'no date'}</span>;
  return (
    <time className="msg-time" dateTime={date} title={`${timeWithOffset(date)} as sent by the service`}>
      {formatServiceDate(new Date(instant))}
    </time>
  );
}

/** A file name and a URL from the service: a link only for http(s), otherwise plain text. */
function Attachment({ fileName, url }: { fileName: string | null; url: string | null }) {
  const name = fileName || null;
  const address = url || null;
  if (name === null && address === null) return null;
  const href = safeHref(address);
  return (
    <p className="msg-attachment">
      <span className="msg-label">Attachment: </span>
      {href !== null ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {name ?? href}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <span>{name ?? address}</span>
      )}
      {href === null && address !== null ? (
        <span className="muted">{name === null ? '' : ` ${address}`} (not a web link, shown as text)</span>
      ) : null}
    </p>
  );
}

/**
 * One message. Text from the service is rendered as text, never as HTML. The part is written out in the
 * label and sets the side and colour, so colour never carries it alone.
 */
export function MessageItem({ message: m, current = false }: { message: Message; current?: boolean }) {
  const kind = partKind(m.part);
  return (
    <li
      className={`msg msg-${kind}${current ? ' msg-current' : ''}`}
      aria-current={current ? 'true' : undefined}
      tabIndex={current ? -1 : undefined}
    >
      <div className="msg-head">
        <span className="msg-who">{m.part === null ? 'Unknown part' : labelOf(PART_LABELS, m.part)}</span>
        {m.partName ? <span className="msg-part-name">{m.partName}</span> : null}
        <MessageTime date={m.date} instant={m.instant} />
      </div>
      {m.text === '' ? <p className="msg-text muted">(no text)</p> : <p className="msg-text">{m.text}</p>}
      <Attachment fileName={m.fileName} url={m.url} />
      <dl className="msg-meta">
        <div>
          <dt>Intent</dt>
          <dd>
            {m.previousIntent ? `${m.previousIntent} → ` : ''}
            {m.currentIntent || 'none'}
          </dd>
        </div>
        <div className={m.lowConfidence ? 'msg-low' : undefined}>
          <dt>Confidence</dt>
          <dd>
            {figure(m.confidence)} (minimum {figure(m.minConfidence)})
            {m.lowConfidence ? <span className="badge badge-warn">below minimum</span> : null}
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{m.secuenceType === null ? 'none' : labelOf(SECUENCE_TYPE_LABELS, m.secuenceType)}</dd>
        </div>
        <div>
          <dt>Attempt</dt>
          <dd>{m.attempt ?? 'none'}</dd>
        </div>
      </dl>
    </li>
  );
}

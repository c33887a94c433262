import { useI18n } from '../../lib/i18n';
import type { ConversationSummary } from '../../core/conversations';
import { formatServiceDate } from '../../core/dates';

const localTime = (at: number) => (Number.isNaN(at) ? null : formatServiceDate(new Date(at)));
/** The last time without its date when the conversation ended on the day it began: a narrower column. */
const lastTime = (first: number, last: number) => {
  const [f, l] = [localTime(first), localTime(last)];
  if (f === null || l === null) return l;
  return f.slice(0, 10) === l.slice(0, 10) ? l.slice(11) : l;
};

/** One line of the list; its id is the button that opens the conversation. */
export function ConversationRow({
  line: l,
  open,
  onOpen,
}: {
  line: ConversationSummary;
  open: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useI18n();
  const noDate = t('conversations.noDate');
  return (
    <tr data-id={l.id} className={open ? 'is-open' : undefined}>
      <td>
        <button
          type="button"
          className="btn-link mono"
          title={l.id}
          aria-current={open ? 'true' : undefined}
          onClick={() => onOpen(l.id)}
        >
          {l.id}
        </button>
      </td>
      <td className="num">{l.messages}</td>
      <td>{localTime(l.firstAt) ?? noDate}</td>
      <td>{lastTime(l.firstAt, l.lastAt) ?? noDate}</td>
      <td title={l.channels.join(', ')}>{l.channels.join(', ')}</td>
      <td className="num">{l.lowConfidence}</td>
      <td className="conv-parts">{l.parts.map((part) => t('conversations.part', { part })).join(', ')}</td>
    </tr>
  );
}

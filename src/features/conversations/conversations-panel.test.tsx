import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../lib/i18n';
import { TestI18n } from '../../testing/i18n';
import { describe, expect, it } from 'vitest';
import { ConversationIndex } from '../../core/conversations';
import { dialogsRow } from '../../testing/sample-rows';
import { ConversationsPanel, type ConversationsPanelProps } from './conversations-panel';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const pages = [
  [
    dialogsRow({ conversationId: A, text: 'third', date: '2026-03-01T10:02:00-03:00' }),
    dialogsRow({ conversationId: 'other', text: 'elsewhere' }),
  ],
  [dialogsRow({ conversationId: A, text: 'first', date: '2026-03-01T10:00:00-03:00' })],
  [dialogsRow({ conversationId: A, text: 'second', part: 1, date: '2026-03-01T13:01:00Z' })],
];

const index = new ConversationIndex();
index.syncPages(pages);

const render = (props: Partial<ConversationsPanelProps>, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <TestI18n locale={locale}>
      <ConversationsPanel
        conversations={{ index, rowCount: index.rowCount }}
        openConversationId={null}
        onOpenConversation={() => {}}
        morePagesRemain={false}
        onKeepLoading={() => {}}
        loading={false}
        reportName="DIALOGS"
        rangeLabel="2026-03-01 00:00:00 to 2026-03-31 23:59:59"
        {...props}
      />
    </TestI18n>,
  );

describe('ConversationsPanel', () => {
  it('shows a conversation spread over pages whole, in time order, with its exports', () => {
    const html = render({ openConversationId: A });
    const order = ['first', 'second', 'third'].map((t) => html.indexOf(`<p class="msg-text">${t}</p>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).not.toContain('elsewhere');
    expect(html).toContain('Export conversation CSV');
    expect(html).toContain('Export transcript');
  });

  it('lists every conversation of the run with its message count', () => {
    const html = render({});
    expect(html).toContain('4 rows, 2 conversations');
    expect(html).toMatch(new RegExp(`${A}</button></td><td class="num">3</td>`));
  });

  it('gives a header shortened to fit its full label as a tooltip', () => {
    const html = render({});
    expect(html).toMatch(/title="Conversation id">Id</);
    expect(html).toMatch(/title="Low confidence">Low conf\.</);
    expect(html).toMatch(/<button type="button" class="conv-sort">Messages</);
  });

  it('offers to keep loading when the id is not among the rows while pages remain', () => {
    const html = render({ openConversationId: 'not-yet', morePagesRemain: true, loading: false });
    expect(html).toContain('Conversation not-yet is not among the rows loaded so far.');
    expect(html).toContain('Keep loading until found');
  });

  it('says the id is not in the run once every page is in', () => {
    const html = render({ openConversationId: 'nowhere', morePagesRemain: false });
    expect(html).toContain('No conversation nowhere in this run.');
    expect(html).not.toContain('Keep loading until found');
  });

  it('reads the panel in Spanish, the service’s words (report, ids) as sent', () => {
    const html = render({ openConversationId: 'nowhere', morePagesRemain: false }, 'es');
    expect(html).toContain('<h2 id="conv-panel-title">Conversaciones</h2>');
    expect(html).toContain('No hay ninguna conversación nowhere en esta ejecución.');
    expect(html).toContain('DIALOGS, 2026-03-01 00:00:00 to 2026-03-31 23:59:59');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { toMessage } from '../../core/conversations';
import { dialogsRow } from '../../testing/sample-rows';
import { TestI18n } from '../../testing/i18n';
import { MessageItem } from './message-item';

const render = (overrides: Parameters<typeof dialogsRow>[0]) =>
  renderToStaticMarkup(
    <TestI18n>
      <MessageItem message={toMessage(dialogsRow(overrides), 0)} />
    </TestI18n>,
  );

describe('MessageItem', () => {
  it('shows a message holding HTML as text, never as markup', () => {
    const html = render({ text: '<img src=x onerror="alert(1)"><b>bold</b>' });
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
  });

  it('links an https attachment and leaves a javascript: url as plain text', () => {
    const safe = render({ fileName: 'statement.pdf', url: 'https://files.example.com/s.pdf' });
    expect(safe).toContain('href="https://files.example.com/s.pdf"');
    expect(safe).toContain('rel="noopener noreferrer"');
    const unsafe = render({ fileName: 'statement.pdf', url: 'javascript:alert(1)' });
    expect(unsafe).not.toContain('href=');
    expect(unsafe).toContain('javascript:alert(1) (not a web link, shown as text)');
  });

  it('names the part in words', () => {
    const html = render({ part: 4, partName: 'Advisor' });
    expect(html).toContain('Consultant');
    expect(html).toContain('Advisor');
  });

  it("flags low confidence on a customer's message only", () => {
    const customer = render({ part: 1, confidence: 0.31, minConfidence: 0.6 });
    expect(customer).toContain('0.31 (minimum 0.60)');
    expect(customer).toContain('below minimum');
    expect(render({ part: 1, confidence: 0.9 })).not.toContain('below minimum');
    const consultant = render({ part: 4, confidence: 0.31, minConfidence: 0.6 });
    expect(consultant).toContain('0.31 (minimum 0.60)');
    expect(consultant).not.toContain('below minimum');
  });

  it('gives the time as sent by the service, offset included, in the title', () => {
    const html = render({ date: '2026-03-01T10:00:05-03:00' });
    expect(html).toContain('title="2026-03-01 10:00:05 -03:00 as sent by the service"');
    expect(html).toContain('dateTime="2026-03-01T10:00:05-03:00"');
  });
});

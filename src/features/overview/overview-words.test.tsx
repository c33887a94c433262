import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../lib/i18n';
import { referenceOverview } from '../../testing/dialogs-overview-reference';
import { generateDialogsRows } from '../../testing/dialogs-rows';
import { TestI18n } from '../../testing/i18n';
import { ConversationsSection } from './conversations-section';
import { drillToBucket } from './drill';
import { HandoffSection } from './handoff-section';
import { LengthSection } from './length-section';

// 20,000 seeded messages over the 50 days up to March 31, 2026, by day: enough for Spanish to group.
const overview = referenceOverview(generateDialogsRows(20_000, 3), 'day', 0);

const render = (locale: Locale) =>
  renderToStaticMarkup(
    <TestI18n locale={locale}>
      <ConversationsSection o={overview} />
      <HandoffSection o={overview} />
    </TestI18n>,
  );

describe('the overview in each language', () => {
  it('reads in English as before: headings, grouped counts and the grid’s dates', () => {
    const html = render('en');
    expect(html).toContain('>Conversations</h3>');
    expect(html).toContain('>Hand-off</h3>');
    expect(html).toMatch(/[\d,]+ conversations, 20,000 messages, on \d+ channels\./);
    expect(html).toContain('>2026-03-31</button>');
  });

  it('reads in Spanish: its headings, counts grouped with a dot, periods as Spanish dates', () => {
    const html = render('es');
    expect(html).toContain('>Conversaciones</h3>');
    expect(html).toContain('>Derivación</h3>');
    expect(html).toMatch(/[\d.]+ conversaciones, 20\.000 mensajes, en \d+ canales\./);
    expect(html).toMatch(/el bot resolvió por sí solo el \d+(,\d)?\u00a0%\./);
    expect(html).toContain('>31 mar 2026</button>');
    expect(html).not.toContain('2026-03-31');
  });

  it('filters a period’s rows as the grid writes dates, in every language', () => {
    const march31 = Date.UTC(2026, 2, 31);
    expect(drillToBucket('day', march31, '31 mar 2026').filters).toEqual({
      date: { kind: 'contains', text: '2026-03-31 ' },
    });
  });

  it('names the conversations a figure opens, in the language shown', () => {
    const html = (locale: Locale) =>
      renderToStaticMarkup(
        <TestI18n locale={locale}>
          <HandoffSection o={overview} />
          <LengthSection o={overview} />
        </TestI18n>,
      );
    const channel = overview.byChannel[0]?.channel ?? '';
    expect(html('en')).toContain(`title="Handed-off conversations on ${channel}"`);
    expect(html('es')).toContain(`title="Conversaciones derivadas en ${channel}"`);
    expect(html('en')).toMatch(/title="Conversations of [\d,]+ to [\d,]+ seconds"/);
    expect(html('es')).toMatch(/title="Conversaciones de [\d.]+ a [\d.]+ segundos"/);
  });
});

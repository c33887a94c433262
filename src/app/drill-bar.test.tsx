import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../lib/i18n';
import { TestI18n } from '../testing/i18n';
import { DrillBar, type DrillFrom } from './drill-bar';

const bar = (locale: Locale, from: DrillFrom, label: string, conversations = false) =>
  renderToStaticMarkup(
    <TestI18n locale={locale}>
      <DrillBar
        from={from}
        label={label}
        conversations={conversations}
        onRemove={() => {}}
        onBack={() => {}}
      />
    </TestI18n>,
  );

describe('the bar above a figure’s rows', () => {
  it('says which rows and where they came from, in each language', () => {
    expect(bar('en', 'overview', '2026-03-31')).toContain('Rows of 2026-03-31, from the overview');
    expect(bar('en', 'overview', '2026-03-31')).toContain('Back to the overview');
    expect(bar('en', 'summary', 'WhatsApp')).toContain('Rows of WhatsApp, from the summary');
    expect(bar('en', 'summary', 'WhatsApp')).toContain('Back to the summary');
    expect(bar('es', 'overview', '31 mar 2026')).toContain('Filas de 31 mar 2026, desde el resumen');
    expect(bar('es', 'overview', '31 mar 2026')).toContain('Volver al resumen');
    expect(bar('es', 'summary', 'WhatsApp')).toContain('Filas de WhatsApp, desde la síntesis');
    expect(bar('es', 'summary', 'WhatsApp')).toContain('Volver a la síntesis');
  });

  it('names the conversations a figure opens, and a way to remove them', () => {
    const label = 'Conversaciones cuya primera intención es saludo';
    expect(bar('es', 'overview', label, true)).toContain(`${label}, desde el resumen`);
    expect(bar('es', 'overview', label, true)).toContain('Quitar este filtro');
    expect(bar('en', 'overview', 'Handed-off conversations on Web', true)).toContain(
      'Handed-off conversations on Web, from the overview',
    );
  });
});

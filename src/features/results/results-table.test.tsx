import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../lib/i18n';
import { TestI18n } from '../../testing/i18n';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../core/contract';
import { reportByKey } from '../../core/catalog/catalog';
import { dialogsRow } from '../../testing/sample-rows';
import { ResultsTable, type ResultsTableProps } from './results-table';
import { RUN_PROPS } from '../../testing/results-props';

const render = (
  props: Partial<ResultsTableProps> & Pick<ResultsTableProps, 'pages'>,
  locale: Locale = 'en',
) =>
  renderToStaticMarkup(
    <TestI18n locale={locale}>
      <ResultsTable {...RUN_PROPS} onOpenConversation={() => {}} {...props} />
    </TestI18n>,
  );

// The rows themselves are drawn outside React: results-table.browser.test.tsx.
describe('ResultsTable (first render)', () => {
  const pages: Row[][] = [
    [
      dialogsRow({ id: 'a', part: 1, confidence: 0.5, minConfidence: 0.6, previousIntent: null }),
      dialogsRow({ id: 'b', part: 0, confidence: 0.875, conversationId: 'c-2' }),
    ],
    [dialogsRow({ id: 'c', part: 4, secuenceType: 2 })],
  ];

  it('counts the rows and, while running, the expected total', () => {
    expect(render({ pages })).toContain('<strong>3</strong> of 3 rows');
    const running = render({ pages, running: true, expectedTotal: 12345 });
    expect(running).toContain('12,345 expected');
  });

  it('is an ARIA grid with the header rows counted, labelled headers and the Export CSV button', () => {
    const html = render({ pages });
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-rowcount="5"');
    expect(html).toContain('aria-colcount="37"');
    expect(html).toMatch(/role="columnheader"[^>]*aria-sort="none"/);
    expect(html).toContain('>Export CSV</button>');
    expect(html).toContain('aria-label="Filter Text"');
  });

  it('gives other reports one column per key, in first-seen order, a key of a later page included', () => {
    const html = render({
      report: reportByKey('sessions'),
      pages: [[{ b: 1, a: 'x' }], [{ a: 'y', c: { deep: [1] } }]],
    });
    const headers = [...html.matchAll(/class="rt-th-label">([^<]*)</g)].map((m) => m[1]);
    expect(headers).toEqual(['b', 'a', 'c']);
  });

  it('names the fields and counts in Spanish, the other reports’ keys as the service sends them', () => {
    const html = render({ pages, running: true, expectedTotal: 12345 }, 'es');
    expect(html).toContain('<strong>3</strong> de 3 filas');
    expect(html).toContain('12.345 esperadas');
    expect(html).toContain('aria-label="Filtrar Texto"');
    expect(html).toContain('class="rt-th-label">Intención actual<');
    const sessions = render({ report: reportByKey('sessions'), pages: [[{ b: 1, a: 'x' }]] }, 'es');
    expect([...sessions.matchAll(/class="rt-th-label">([^<]*)</g)].map((m) => m[1])).toEqual(['b', 'a']);
  });

  it('says why it is empty', () => {
    expect(render({ pages: [], running: true })).toContain('Waiting for the first page');
    expect(render({ pages: [[]] })).toContain('The report returned no rows.');
  });
});

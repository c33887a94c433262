import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Row } from '../../api/types';
import { reportByKey } from '../../core/catalog/catalog';
import { dialogsRow } from '../../core/conversations/sample-rows';
import { ResultsTable, type ResultsTableProps } from './ResultsTable';

const render = (props: Partial<ResultsTableProps> & Pick<ResultsTableProps, 'pages'>) =>
  renderToStaticMarkup(
    <ResultsTable
      queryKey="q"
      report={reportByKey('dialogs')}
      expectedTotal={null}
      running={false}
      fileBaseName="DIALOGS_x"
      onOpenConversation={() => {}}
      {...props}
    />,
  );

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

  it('formats the DIALOGS cells: labels with the code on hover, percentages flagged below the minimum, null as a dash', () => {
    const html = render({ pages });
    expect(html).toContain('title="part = 1"');
    expect(html).toContain('>Customer<');
    expect(html).toContain('>Consultant<');
    expect(html).toMatch(/class="[^"]*rt-flag[^"]*"[^>]*title="Below the minimum confidence of 60.0 %"/);
    expect(html).toContain('50.0 %');
    expect(html).toMatch(/rt-null[^>]*>—</);
    expect(html).toMatch(/<button[^>]*class="rt-link"[^>]*>c-2<\/button>/);
  });

  it('gives other reports one column per key, in first-seen order, a key of a later page included', () => {
    const html = render({
      report: reportByKey('sessions'),
      pages: [[{ b: 1, a: 'x' }], [{ a: 'y', c: { deep: [1] } }]],
    });
    const headers = [...html.matchAll(/class="rt-th-label">([^<]*)</g)].map((m) => m[1]);
    expect(headers).toEqual(['b', 'a', 'c']);
    expect(html).toContain('{&quot;deep&quot;:[1]}');
  });

  it('says why it is empty', () => {
    expect(render({ pages: [], running: true })).toContain('Waiting for the first page');
    expect(render({ pages: [[]] })).toContain('The report returned no rows.');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DayAlert } from '../../core/analytics/alerts';
import type { Locale } from '../../lib/i18n';
import { TestI18n } from '../../testing/i18n';
import { AlertsProvider } from './alerts-context';
import { AlertsSection } from './alerts-section';

const TUESDAY = Date.UTC(2026, 10, 10);
const ALERTS: DayAlert[] = [
  {
    day: TUESDAY,
    figure: 'containment',
    kind: 'share',
    value: 0.61,
    band: { median: 0.765, low: 0.74, high: 0.79 },
    direction: 'down',
    basis: 'weekday',
    days: 8,
  },
  {
    day: TUESDAY + 86_400_000,
    figure: 'channelShare:WhatsApp',
    channel: 'WhatsApp',
    kind: 'share',
    value: 0,
    band: { median: 0.2, low: 0.05, high: 0.35 },
    direction: 'down',
    basis: 'all',
    days: 20,
  },
  {
    day: TUESDAY + 2 * 86_400_000,
    figure: 'largestGroupShare',
    kind: 'share',
    value: 0.42,
    band: { median: 0.12, low: 0.08, high: 0.17 },
    direction: 'up',
    basis: 'all',
    days: 20,
  },
];

const render = (locale: Locale, alerts: DayAlert[], complete = true) =>
  renderToStaticMarkup(
    <TestI18n locale={locale}>
      <AlertsProvider alerts={alerts}>
        <AlertsSection o={{ bucket: 'day' }} complete={complete} />
      </AlertsProvider>
    </TestI18n>,
  );

describe('the days outside their usual range, in words', () => {
  it('says each in English, a button to its day', () => {
    const html = render('en', ALERTS);
    expect(html).toContain('>Days outside their usual range</h3>');
    expect(html).toContain('>Tuesday 2026-11-10: containment 61%, usual 74%–79%</button>');
    expect(html).toContain('>Wednesday 2026-11-11: WhatsApp’s share of messages 0%, usual 5%–35%</button>');
    expect(html).toContain(
      '>Thursday 2026-11-12: largest group of not understood 42%, usual 8%–17%</button>',
    );
  });

  it('says each in Spanish', () => {
    const html = render('es', ALERTS);
    expect(html).toContain('>Días fuera de su rango habitual</h3>');
    expect(html).toMatch(/>martes 10 nov 2026: contención 61\s?%, lo habitual 74\s?%–79\s?%<\/button>/);
  });

  it('says when no day left its range, and waits for every row before judging', () => {
    expect(render('en', [])).toContain('No whole day of the run left its usual range.');
    expect(render('en', [], false)).toContain('once every row is in');
  });
});

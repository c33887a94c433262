import { describe, expect, it } from 'vitest';
import en from './messages.en.json';
import es from './messages.es.json';
import { t } from './t';

describe('the overview words', () => {
  it('fills numbers, percents, plurals and choices as ICU does', () => {
    expect(t('overview.conversations.summary', { conversations: 1234, messages: 20000, channels: 1 })).toBe(
      '1,234 conversations, 20,000 messages, on 1 channel.',
    );
    expect(t('overview.conversations.summary', { conversations: 2, messages: 3, channels: 5 })).toContain(
      '5 channels',
    );
    expect(t('overview.confidence.summary', { share: 0.1234 })).toBe(
      '12.3% of customer messages fall below their own threshold.',
    );
    expect(t('overview.handoff.overTime', { bucket: 'hour' })).toBe('Containment by hour');
    expect(t('overview.handoff.overTime', { bucket: 'day' })).toBe('Containment by day');
  });

  it('has the same keys and placeholders in Spanish as in English', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    // Argument names, not the words of plural and select choices ("one {# canal}", "hour {hora}").
    const names = (text: string) =>
      [...text.replace(/(plural|select),(\s*[=\w]+\s*\{[^{}]*\})+/g, '').matchAll(/\{(\w+)/g)]
        .map((m) => m[1])
        .sort();
    for (const [key, text] of Object.entries(en)) {
      expect(names(es[key as keyof typeof es]), key).toEqual(names(text));
    }
  });
});

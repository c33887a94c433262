import { describe, expect, it } from 'vitest';
import { defaultUrlState, parseUrlState, serializeUrlState, type UrlState } from './url-state';

const now = new Date(2026, 2, 15, 10, 30, 0);

describe('URL state', () => {
  it('round-trips a shared query', () => {
    const state: UrlState = {
      report: 'outbound-get-campaign-result',
      start: '2026-03-01 00:00:00',
      end: '2026-03-14 23:59:59',
      size: 250,
      campaign: 'CMP-42',
      lang: 'es',
      summary: 'g=status;m=count',
      compare: 'lastYear',
    };
    const { state: back, notices } = parseUrlState(serializeUrlState(state), now);
    expect(back).toEqual(state);
    expect(notices).toEqual([]);
  });

  it('opens with the last 7 days and no report when the link carries nothing', () => {
    const { state, notices } = parseUrlState('', now);
    expect(state).toEqual({
      report: null,
      start: '2026-03-09 00:00:00',
      end: '2026-03-15 23:59:59',
      size: 10000,
      campaign: '',
      lang: null,
      summary: '',
      compare: null,
    });
    expect(notices).toEqual([]);
  });

  it('falls back value by value with a notice for each bad one', () => {
    const search = '?report=nope&start=2026-02-30+00:00:00&end=2026-03-14+23:59:59&size=20000';
    const { state, notices } = parseUrlState(search, now);
    const defaults = defaultUrlState(now);
    expect(state.report).toBeNull();
    expect(state.start).toBe(defaults.start);
    expect(state.end).toBe('2026-03-14 23:59:59');
    expect(state.size).toBe(10000);
    expect(notices).toHaveLength(3);
    expect(notices).toEqual([
      { field: 'report', value: 'nope' },
      { field: 'start', value: '2026-02-30 00:00:00' },
      { field: 'size', value: '20000' },
    ]);
  });

  it('refuses a fractional page size', () => {
    const { state, notices } = parseUrlState('?size=12.5', now);
    expect(state.size).toBe(10000);
    expect(notices).toHaveLength(1);
  });

  it('carries a language only when one was chosen, and drops one the app does not speak', () => {
    expect(serializeUrlState(defaultUrlState(now))).not.toContain('lang');
    expect(parseUrlState('?lang=es', now).state.lang).toBe('es');
    expect(parseUrlState('?lang=fr', now)).toMatchObject({ state: { lang: null }, notices: [] });
  });

  it('keeps default values out of the link', () => {
    const q = serializeUrlState({ ...defaultUrlState(now), report: 'dialogs' });
    expect(q).toBe('?report=dialogs&start=2026-03-09+00%3A00%3A00&end=2026-03-15+23%3A59%3A59');
  });
});

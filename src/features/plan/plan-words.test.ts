import { describe, expect, it } from 'vitest';
import { translator } from '../../testing/i18n';

// The plan's estimate and the run's cost are read side by side: each says which run it is about, and
// counts of 0, 1 and many read right in both languages.
describe('the cost sentences', () => {
  const en = translator('en');
  const es = translator('es');
  const estimate = (calls: number) => ({
    sources: en('plan.sources', { device: 29, days: 30, team: 0, fetch: 1, fetching: 'yes' }),
    calls,
    time: '4 s',
    share: '0.01 %',
    size: en('plan.size.unknown'),
  });

  it('say the next run’s calls, about 0, 1 and many', () => {
    expect(en('plan.estimate', estimate(0))).toBe(
      'Next run: 29 of 30 days on this device, 1 to fetch: no call, 4 s, 0.01 % of the 12-hour calls, size not yet known',
    );
    expect(en('plan.estimate', estimate(1))).toContain('1 to fetch: about 1 call, 4 s');
    expect(en('plan.estimate', estimate(12))).toContain('about 12 calls');
    expect(es('plan.estimate', estimate(0))).toContain(': ninguna llamada, 4 s');
    expect(es('plan.estimate', estimate(1))).toContain('1 llamada aprox., 4 s');
    expect(es('plan.estimate', estimate(12))).toContain('unas 12 llamadas');
    expect(en('plan.refresh', { calls: 1, time: '4 s' })).toBe('Refresh now: about 1 call, 4 s');
    expect(es('plan.refresh', { calls: 1, time: '4 s' })).toBe('Actualizar ahora: 1 llamada aprox., 4 s');
  });

  it('say what the run shown cost, as this run’s', () => {
    expect(en('run.sources.line', { device: 0, fetched: 1, calls: 1 })).toBe(
      'This run: nothing from this device · 1 row fetched in 1 call',
    );
    expect(en('run.sources.line', { device: 1, fetched: 0, calls: 0 })).toBe(
      'This run: 1 row from this device · no call to the service',
    );
    expect(en('run.sources.team', { device: 0, team: 1200, fetched: 40, calls: 1 })).toBe(
      'This run: nothing from this device · 1,200 rows from the team’s server · 40 rows fetched in 1 call',
    );
    expect(es('run.sources.team', { device: 1, team: 1, fetched: 0, calls: 0 })).toBe(
      'Esta ejecución: 1 fila de este dispositivo · 1 fila del servidor del equipo · ninguna llamada al servicio',
    );
    expect(es('run.sources.line', { device: 2, fetched: 11357, calls: 23 })).toBe(
      'Esta ejecución: 2 filas de este dispositivo · 11.357 filas pedidas en 23 llamadas',
    );
  });

  it('count the rows loaded: none, one, many', () => {
    expect([0, 1, 2].map((rows) => en('run.status.done', { rows }))).toEqual([
      'No rows in this range',
      'The only row loaded',
      'All 2 rows loaded',
    ]);
    expect([0, 1, 2].map((rows) => es('run.status.done', { rows }))).toEqual([
      'Ninguna fila en este rango',
      'Se cargó la única fila',
      'Se cargaron las 2 filas',
    ]);
    expect(en('run.status.running', { page: 1, rows: 1 })).toBe('Loading page 1: 1 row so far.');
    expect(es('run.status.running', { page: 1, rows: 1 })).toBe('Cargando la página 1: 1 fila hasta ahora.');
  });
});

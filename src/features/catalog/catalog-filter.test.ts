import { describe, expect, it } from 'vitest';
import { filterCatalog, NO_FILTER } from './catalog-filter';

const before = new Date(2026, 5, 1);
const after = new Date(2026, 9, 1);
const names = (entries: { report: { name: string } }[]) => entries.map((e) => e.report.name);

describe('catalog filter', () => {
  it('lists all 20 reports with no filter', () => {
    expect(filterCatalog(NO_FILTER, before)).toHaveLength(20);
  });

  it('finds by name, description or identifier, case-insensitively', () => {
    expect(names(filterCatalog({ ...NO_FILTER, text: 'dialogs' }, before))).toEqual([
      'DIALOGS',
      'Show Dialogs',
    ]);
    expect(names(filterCatalog({ ...NO_FILTER, text: 'abandonment' }, before))).toEqual([
      'INBOUND CALLS INTERACTIONS',
    ]);
    expect(names(filterCatalog({ ...NO_FILTER, text: '94607720-C91C' }, before))).toEqual(['AGENTS STATUS']);
  });

  it('lists the active reports first and the ones past their removal date last', () => {
    const states = filterCatalog(NO_FILTER, after).map((e) => e.deprecation.state);
    expect(states.slice(0, 14)).toEqual(Array(14).fill('active'));
    expect(states.slice(15)).toEqual(Array(5).fill('removal-passed'));
  });

  it('searches the descriptions in the words shown', () => {
    const spanish = (report: { key: string }) => (report.key === 'sessions' ? 'Cada sesión: su canal' : '');
    expect(names(filterCatalog({ ...NO_FILTER, text: 'sesión' }, before, spanish))).toEqual(['SESSIONS']);
  });

  it('lists both reports that share an identifier', () => {
    expect(names(filterCatalog({ ...NO_FILTER, text: '34175227-42BE' }, before))).toEqual([
      'Productivity Detail',
      'ACTIVITY TENANT',
    ]);
  });

  it('filters by family', () => {
    expect(filterCatalog({ ...NO_FILTER, family: 'legacy' }, before)).toHaveLength(10);
    expect(filterCatalog({ ...NO_FILTER, family: 'new' }, before)).toHaveLength(10);
  });

  it('filters by the deprecation state of the day', () => {
    expect(names(filterCatalog({ ...NO_FILTER, status: 'obsolete' }, before))).toEqual([
      'Show Dialogs',
      'Menu Detail',
      'Show Error',
      'Current Interactions',
      'Mark-NAVIGATION_USER',
    ]);
    expect(filterCatalog({ ...NO_FILTER, status: 'obsolete' }, after)).toHaveLength(0);
    expect(filterCatalog({ ...NO_FILTER, status: 'removal-passed' }, after)).toHaveLength(5);
    expect(names(filterCatalog({ ...NO_FILTER, status: 'migrate-through-support' }, after))).toEqual([
      'Detail Performance',
    ]);
    expect(filterCatalog({ ...NO_FILTER, status: 'active', family: 'new' }, before)).toHaveLength(10);
  });
});

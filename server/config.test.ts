import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '../src/api/environments';
import { DEMO_CREDENTIALS } from '../src/sim/types';
import { buildAppConfig } from './app-config';
import { ConfigError, loadServerConfig } from './config';

const load = (env: Record<string, string>) => loadServerConfig(env, { port: 4173 });

function issuesOf(env: Record<string, string>) {
  try {
    load(env);
  } catch (e) {
    if (e instanceof ConfigError) return { variables: e.issues.map((i) => i.variable), message: e.message };
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('the team history settings', () => {
  it('keep it beside the state the command line uses, unless told where', () => {
    expect(load({ XDG_STATE_HOME: '/home/ana/.state' }).teamHistory?.dir).toBe(
      '/home/ana/.state/report-explorer/team-history',
    );
    expect(load({ TEAM_HISTORY_DIR: '/data/team' }).teamHistory?.dir).toBe('/data/team');
  });

  it('read the days and the space kept, and turn it off with TEAM_HISTORY=0', () => {
    expect(load({ TEAM_HISTORY_DAYS: '90', TEAM_HISTORY_MAX_MB: '1.5' }).teamHistory).toMatchObject({
      days: 90,
      maxBytes: 1_572_864,
    });
    expect(load({ TEAM_HISTORY: '0', TEAM_HISTORY_DAYS: '90' }).teamHistory).toBeNull();
  });

  it('name each bad value', () => {
    expect(
      issuesOf({ TEAM_HISTORY_DAYS: '0', TEAM_HISTORY_MAX_MB: 'lots', TEAM_HISTORY: 'maybe' }),
    ).toMatchObject({
      variables: ['TEAM_HISTORY', 'TEAM_HISTORY_DAYS', 'TEAM_HISTORY_MAX_MB'],
    });
  });
});

describe('loadServerConfig', () => {
  it('defaults to the demo only, on 127.0.0.1, SIM_CONTROL off', () => {
    expect(load({ REPORT_EXPLORER_STATE_DIR: '/srv/state' })).toEqual({
      host: '127.0.0.1',
      port: 4173,
      simControl: false,
      environments: [],
      teamHistory: { dir: '/srv/state/team-history', days: null, maxBytes: null },
    });
  });

  it('reads test, production and named environments with their labels and modes', () => {
    const config = load({
      REPORTING_TEST_URL: 'https://test.example.com/reporting/',
      REPORTING_PROD_URL: 'https://api.example.com',
      REPORTING_PROD_MODE: 'direct',
      REPORTING_ENV_STAGING_EU_URL: 'http://10.0.0.5:8080',
      REPORTING_ENV_STAGING_EU_LABEL: 'Staging (EU)',
      REPORTING_ENV_QA_URL: 'https://qa.example.com',
      HOST: '0.0.0.0',
      PORT: '0',
      SIM_CONTROL: '1',
    });
    expect(config).toMatchObject({ host: '0.0.0.0', port: 0, simControl: true });
    expect(config.environments).toEqual([
      {
        name: 'test',
        label: 'Test',
        mode: 'proxy',
        baseUrl: 'https://test.example.com/reporting',
        origin: 'https://test.example.com',
      },
      {
        name: 'prod',
        label: 'Production',
        mode: 'direct',
        baseUrl: 'https://api.example.com',
        origin: 'https://api.example.com',
      },
      {
        name: 'qa',
        label: 'Qa',
        mode: 'proxy',
        baseUrl: 'https://qa.example.com',
        origin: 'https://qa.example.com',
      },
      {
        name: 'staging-eu',
        label: 'Staging (EU)',
        mode: 'proxy',
        baseUrl: 'http://10.0.0.5:8080',
        origin: 'http://10.0.0.5:8080',
      },
    ]);
  });

  it('treats an empty value as unset', () => {
    expect(load({ REPORTING_TEST_URL: '', PORT: '', HOST: '' })).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      environments: [],
    });
  });

  it.each([
    ['REPORTING_TEST_URL', 'test.example.com'],
    ['REPORTING_TEST_URL', 'ftp://test.example.com'],
    ['REPORTING_TEST_URL', 'javascript:alert(1)'],
    ['REPORTING_PROD_URL', 'https://user:secret@api.example.com'],
    ['REPORTING_PROD_URL', 'https://api.example.com/?key=1'],
    ['REPORTING_PROD_URL', 'https://api.example.com/#x'],
    ['REPORTING_PROD_URL', 'https://api.example.com/api/ServiceReporting'],
    ['REPORTING_ENV_QA_URL', 'https://qa.example.com\\@evil.com'],
  ])('refuses %s=%s, naming the variable and not the value', (variable, value) => {
    const { variables, message } = issuesOf({ [variable]: value });
    expect(variables).toEqual([variable]);
    expect(message).toContain(variable);
    expect(message).not.toContain('secret');
    expect(message).not.toContain(value);
  });

  it.each([
    [{ REPORTING_TEST_URL: 'https://t.example.com', REPORTING_TEST_MODE: 'tunnel' }, 'REPORTING_TEST_MODE'],
    [{ REPORTING_PROD_MODE: 'direct' }, 'REPORTING_PROD_MODE'],
    [{ REPORTING_ENV_QA_LABEL: 'QA' }, 'REPORTING_ENV_QA_LABEL'],
    [
      { REPORTING_ENV_QA_URL: 'https://qa.example.com', REPORTING_ENV_QA_LABEL: '   ' },
      'REPORTING_ENV_QA_LABEL',
    ],
    [{ REPORTING_ENV_DEMO_URL: 'https://x.example.com' }, 'REPORTING_ENV_DEMO_URL'],
    [{ REPORTING_ENV_TEST_URL: 'https://x.example.com' }, 'REPORTING_ENV_TEST_URL'],
    [{ REPORTING_ENV_QA_ULR: 'https://x.example.com' }, 'REPORTING_ENV_QA_ULR'],
    [{ REPORTING_ENV_qa_URL: 'https://x.example.com' }, 'REPORTING_ENV_qa_URL'],
    [{ REPORTING_ENV__URL: 'https://x.example.com' }, 'REPORTING_ENV__URL'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ HOST: 'local host' }, 'HOST'],
    [{ SIM_CONTROL: 'yes' }, 'SIM_CONTROL'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(issuesOf(env).variables).toEqual([variable]);
  });

  it('reports every bad variable at once', () => {
    expect(issuesOf({ REPORTING_TEST_URL: 'nope', PORT: '-1', SIM_CONTROL: 'on' }).variables.sort()).toEqual([
      'PORT',
      'REPORTING_TEST_URL',
      'SIM_CONTROL',
    ]);
  });
});

describe('buildAppConfig', () => {
  it('lists the demo first, then exactly the configured environments, in the shape the client parses', () => {
    const config = load({
      REPORTING_TEST_URL: 'https://test.example.com/base',
      REPORTING_PROD_URL: 'https://api.example.com',
      REPORTING_PROD_MODE: 'direct',
    });
    const appConfig = buildAppConfig(config, { timeScale: 0.1 });
    expect(appConfigSchema.parse(appConfig)).toEqual(appConfig);
    expect(appConfig.environments).toEqual([
      {
        name: 'demo',
        label: 'Demo',
        mode: 'proxy',
        baseUrl: '/env/demo',
        timeScale: 0.1,
        demoCredentials: DEMO_CREDENTIALS,
        teamHistory: false,
      },
      { name: 'test', label: 'Test', mode: 'proxy', baseUrl: '/env/test', timeScale: 1, teamHistory: false },
      {
        name: 'prod',
        label: 'Production',
        mode: 'direct',
        baseUrl: 'https://api.example.com',
        timeScale: 1,
        teamHistory: false,
      },
    ]);
  });

  it('says the demo and each proxy environment have a team history when the server keeps one, never a direct one', () => {
    const config = load({
      REPORTING_TEST_URL: 'https://test.example.com/base',
      REPORTING_PROD_URL: 'https://api.example.com',
      REPORTING_PROD_MODE: 'direct',
    });
    const { environments } = buildAppConfig(config, { timeScale: 1 }, { teamHistory: true });
    expect(environments.map((e) => [e.name, e.teamHistory])).toEqual([
      ['demo', true],
      ['test', true],
      ['prod', false],
    ]);
  });

  it('lists only the demo when nothing is configured', () => {
    expect(buildAppConfig(load({}), { timeScale: 1 }).environments.map((e) => e.name)).toEqual(['demo']);
  });
});

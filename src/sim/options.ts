import { z } from 'zod';
import { limitsSchema, PRODUCTS } from '../core/contract';
import type { SimOptions } from './types';

/** Undocumented (docs/service.md#token-lifetime): an hour, scaled like every other window. */
export const DEFAULT_TOKEN_LIFETIME_MS = 3_600_000;

/**
 * The simulated pipeline's delay: a row becomes visible an hour after its date
 * (docs/service.md#rows-arrive-late). Not the app's settle margin (DEFAULT_SETTLE_MS in
 * src/core/history/service-clock.ts), which must cover it.
 */
export const SIM_ROW_DELAY_MS = 3_600_000;

export function defaultSimOptions(): SimOptions {
  return {
    seed: 20_260_301,
    limits: limitsSchema.parse({}),
    tokenLifetimeMs: DEFAULT_TOKEN_LIFETIME_MS,
    quotas: { basic: { ...PRODUCTS.basic }, premium: { ...PRODUCTS.premium } },
    newFamilyPageSize: 500,
    volume: 1,
    maxRowsPerQuery: 1_000_000,
    settleMs: SIM_ROW_DELAY_MS,
    extraFieldsAndNulls: false,
    omitPageCount: false,
    faults: [],
    now: () => Date.now(),
  };
}

export function resolveSimOptions(options: Partial<SimOptions> = {}): SimOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  return { ...defaultSimOptions(), ...defined };
}

const positive = z.coerce.number().positive();
const positiveInt = z.coerce.number().int().positive();

const ENV = {
  SIM_TIME_SCALE: positive,
  SIM_VOLUME: positive,
  SIM_MAX_ROWS: positiveInt,
  SIM_SEED: z.coerce.number().int().min(0).max(0xffffffff),
  SIM_PAGE_SIZE: positiveInt.max(10_000),
  SIM_TOKEN_LIFETIME_MS: positive,
  SIM_QUOTA_CALLS: positiveInt,
  SIM_QUOTA_KB: positive,
  SIM_SETTLE_MINUTES: z.coerce.number().min(0),
  // An instant with its offset, e.g. 2026-11-26T02:00:00-05:00.
  SIM_NOW: z.iso
    .datetime({ offset: true, error: 'an ISO 8601 date-time with its offset' })
    .transform(Date.parse),
} as const;
type EnvName = keyof typeof ENV;

function read(env: Record<string, string | undefined>, name: EnvName): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const parsed = ENV[name].safeParse(raw);
  if (!parsed.success) {
    const why = parsed.error.issues[0]?.message ?? 'invalid';
    throw new Error(`${name}=${JSON.stringify(raw)} is not valid: ${why}`);
  }
  return parsed.data;
}

/**
 * The sim's settings from the environment of the Node server. SIM_QUOTA_CALLS and SIM_QUOTA_KB set the
 * quota of both products, so the demo can show an exhausted quota under either. SIM_NOW starts the clock
 * at a chosen instant, so a process that starts anew (the command line's demo) can be "a day later".
 */
export function simOptionsFromEnv(env: Record<string, string | undefined>): Partial<SimOptions> {
  const out: Partial<SimOptions> = {};
  const timeScale = read(env, 'SIM_TIME_SCALE');
  if (timeScale !== undefined) out.limits = limitsSchema.parse({ timeScale });
  const volume = read(env, 'SIM_VOLUME');
  if (volume !== undefined) out.volume = volume;
  const maxRows = read(env, 'SIM_MAX_ROWS');
  if (maxRows !== undefined) out.maxRowsPerQuery = maxRows;
  const seed = read(env, 'SIM_SEED');
  if (seed !== undefined) out.seed = seed;
  const pageSize = read(env, 'SIM_PAGE_SIZE');
  if (pageSize !== undefined) out.newFamilyPageSize = pageSize;
  const lifetime = read(env, 'SIM_TOKEN_LIFETIME_MS');
  if (lifetime !== undefined) out.tokenLifetimeMs = lifetime;
  const settle = read(env, 'SIM_SETTLE_MINUTES');
  if (settle !== undefined) out.settleMs = settle * 60_000;
  const startsAt = read(env, 'SIM_NOW');
  if (startsAt !== undefined) {
    // The clock starts there and runs on at the real pace: the rate limits still count real time.
    const shift = startsAt - Date.now();
    out.now = () => Date.now() + shift;
  }
  const calls = read(env, 'SIM_QUOTA_CALLS');
  const kb = read(env, 'SIM_QUOTA_KB');
  if (calls !== undefined || kb !== undefined) {
    out.quotas = {
      basic: { calls: calls ?? PRODUCTS.basic.calls, kb: kb ?? PRODUCTS.basic.kb },
      premium: { calls: calls ?? PRODUCTS.premium.calls, kb: kb ?? PRODUCTS.premium.kb },
    };
  }
  const omit = env.SIM_OMIT_PAGE_COUNT?.trim();
  if (omit) {
    if (omit !== 'true' && omit !== '1' && omit !== 'false' && omit !== '0')
      throw new Error(`SIM_OMIT_PAGE_COUNT=${JSON.stringify(omit)} is not valid: use true or false`);
    out.omitPageCount = omit === 'true' || omit === '1';
  }
  return out;
}

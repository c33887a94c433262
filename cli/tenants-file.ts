import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Credentials } from '../src/api/types';
import { InputError } from './input-error';

const variableName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'must be the name of an environment variable' });

/**
 * One tenant of a --tenants file. The file names the variables that hold each tenant's secrets, never
 * the secrets: it can sit in a repository or a crontab folder and be read by anyone.
 */
const tenantEntrySchema = z.strictObject({
  tenant: z.string().min(1),
  accessTokenVariable: variableName,
  accessTokenSecretVariable: variableName,
  subscriptionKeyVariable: variableName.optional(),
});
const tenantsFileSchema = z.array(tenantEntrySchema).min(1);

type Env = Readonly<Record<string, string | undefined>>;

/** The credentials of every tenant of the file, from the variables it names; a missing one is refused. */
export function readTenantsFile(path: string, env: Env): Credentials[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new InputError(`--tenants ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = tenantsFileSchema.safeParse(json);
  if (!parsed.success) throw new InputError(`--tenants ${path}: ${z.prettifyError(parsed.error)}`);
  const value = (name: string) => {
    const v = env[name];
    if (!v) throw new InputError(`--tenants ${path}: the variable ${name} is not set.`);
    return v;
  };
  return parsed.data.map((t) => ({
    tenant: t.tenant,
    accessToken: value(t.accessTokenVariable),
    accessTokenSecret: value(t.accessTokenSecretVariable),
    subscriptionKey: t.subscriptionKeyVariable ? value(t.subscriptionKeyVariable) : '',
  }));
}

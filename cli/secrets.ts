import type { Credentials } from '../src/api/types';
import { InputError } from './input-error';
import { readHidden } from './hidden-prompt';

/** The variables secrets come from; never a flag. */
export const SECRET_VARIABLES = {
  accessToken: 'REPORTING_ACCESS_TOKEN',
  accessTokenSecret: 'REPORTING_ACCESS_TOKEN_SECRET',
  tenant: 'REPORTING_TENANT',
  subscriptionKey: 'REPORTING_SUBSCRIPTION_KEY',
} as const;

const SECRET_FLAG =
  /^--(access[-_]?token([-_]?secret)?|token|secret|tenant|subscription[-_]?key|password|api[-_]?key)(=|$)/i;

/**
 * The first argument that would carry a secret, with why it is refused: a command line is readable by
 * every user of the machine (`ps`), lands in shell history and in cron's mail.
 */
export function secretFlagProblem(argv: readonly string[]): string | null {
  const flag = argv.find((a) => SECRET_FLAG.test(a));
  if (!flag) return null;
  const name = flag.split('=')[0];
  return (
    `${name} is refused: a secret on the command line is readable by every user of this machine (ps) and ` +
    `kept in shell history. Set ${Object.values(SECRET_VARIABLES).join(', ')} in the environment instead, ` +
    `or run on a terminal to be asked.`
  );
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Credentials from the environment; what is missing is asked on a terminal without echo. `fallback`
 * (the demo's published credentials) fills every field when none is set.
 */
export async function readCredentials(env: Env, fallback?: Credentials): Promise<Credentials> {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  const set = Object.values(SECRET_VARIABLES).some((name) => get(name) !== undefined);
  if (!set && fallback) return { ...fallback };
  const ask = async (field: keyof typeof SECRET_VARIABLES, label: string, optional = false) => {
    const value = get(SECRET_VARIABLES[field]);
    if (value !== undefined) return value;
    if (!process.stdin.isTTY) {
      if (optional) return '';
      throw new InputError(`${SECRET_VARIABLES[field]} is not set (and there is no terminal to ask on).`);
    }
    return readHidden(`${label}${optional ? ' (empty for the basic product)' : ''}: `);
  };
  const accessToken = await ask('accessToken', 'Access token');
  const accessTokenSecret = await ask('accessTokenSecret', 'Access token secret');
  const tenant = get(SECRET_VARIABLES.tenant) ?? (await ask('tenant', 'Tenant'));
  const subscriptionKey = await ask('subscriptionKey', 'Subscription key', true);
  return { accessToken, accessTokenSecret, tenant, subscriptionKey };
}

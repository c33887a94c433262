import { isServiceError } from '../src/api/errors';
import { InputError } from './input-error';

/** The command's exit codes (README.md#scheduled-extraction lists them for cron and schedulers). */
export const EXIT = {
  done: 0,
  /** `verify`: the folder has a problem (each said in words). */
  notVerified: 1,
  badInput: 2,
  quotaExhausted: 3,
  credentialsRefused: 4,
  serviceFailure: 5,
  /** `alerts --alert-webhook`: the webhook kept failing; what it did not get is sent next run. */
  webhookFailed: 6,
  interrupted: 130,
} as const;

/** The exit code of a failure. */
export function exitCodeOf(e: unknown): number {
  if (e instanceof InputError) return EXIT.badInput;
  if (!isServiceError(e)) return EXIT.serviceFailure;
  switch (e.kind) {
    case 'quota-exhausted':
      return EXIT.quotaExhausted;
    case 'bad-credentials':
    case 'unauthorized':
      return EXIT.credentialsRefused;
    case 'aborted':
      return EXIT.interrupted;
    default:
      return EXIT.serviceFailure;
  }
}

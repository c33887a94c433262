import { isServiceError } from '../src/api/errors';
import { exitCodeOf } from './exit-codes';
import { InputError } from './input-error';
import type { ProgressEvent } from './progress';

/** A failure as a progress event: its kind, exit code, message and, for a spent quota, when it renews. */
export function errorEvent(e: unknown): Extract<ProgressEvent, { event: 'error' }> {
  const exitCode = exitCodeOf(e);
  const message = e instanceof Error ? e.message : String(e);
  const renewsAt =
    isServiceError(e) && e.details.renewsAt ? new Date(e.details.renewsAt).toISOString() : undefined;
  const kind = isServiceError(e) ? e.kind : e instanceof InputError ? 'bad-input' : 'failure';
  return { event: 'error', kind, exitCode, message, ...(renewsAt ? { renewsAt } : {}) };
}

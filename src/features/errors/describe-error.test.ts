import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import type { ResumePoint } from '../../api/types';
import { translator } from '../../testing/i18n';
import { describeError as describe_ } from './describe-error';

const en = translator('en');
const describeError = (e: unknown, now?: number) => describe_(e, en, now);

const resume: ResumePoint = {
  query: { reportKey: 'dialogs', startDate: '2026-03-01 00:00:00', endDate: '2026-03-31 23:59:59' },
  cursor: 'c',
  pagesDone: 11,
  totalPages: 40,
};
const now = new Date(2026, 10, 23, 9, 0, 0).getTime();

describe('describeError', () => {
  it('says when the quota renews and where the run resumes', () => {
    const renewsAt = new Date(2026, 10, 23, 14, 5, 0).getTime();
    const d = describeError(
      new ServiceError('quota-exhausted', 'Out of call volume quota.', { renewsAt, resume }),
      now,
    );
    expect(d.title).toBe('Quota used up');
    expect(d.detail).toBe('The call quota is used up. It renews at 14:05.');
    expect(d.action).toMatch(/Resume from page 12 of 40 once the quota renews/);
  });

  it('says which quota: the top bar counts calls, a bandwidth stop must not look like a call one', () => {
    const renewsAt = new Date(2026, 10, 23, 9, 0, 3).getTime();
    const e = new ServiceError(
      'quota-exhausted',
      'Out of bandwidth quota. Quota will be replenished in 00:00:03.',
      {
        renewsAt,
      },
    );
    expect(describeError(e, now).detail).toBe(
      'The bandwidth quota (data received) is used up. It renews at 09:00.',
    );
  });

  it('shows the date too when the renewal is not today', () => {
    const renewsAt = new Date(2026, 10, 24, 8, 30, 0).getTime();
    const d = describeError(new ServiceError('quota-exhausted', 'x', { renewsAt }), now);
    expect(d.detail).toMatch(/2026-11-24 08:30/);
  });

  it('shows the service’s own messages of a refused report', () => {
    const e = new ServiceError('invalid-execution', 'x', { serviceErrors: ['Range too long', 'Bad date'] });
    expect(describeError(e, now)).toMatchObject({ detail: 'Range too long\nBad date' });
  });

  it('offers Resume after a refused page, since the rows so far are kept', () => {
    const e = new ServiceError('invalid-execution', 'x', { serviceErrors: ['Try again later.'], resume });
    expect(describeError(e, now).action).toMatch(
      /^Resume from page 12 of 40 to ask for it again; if it is refused/,
    );
  });

  it('tells a subscription key problem from an expired session', () => {
    const key = describeError(
      new ServiceError('unauthorized', 'Access denied due to invalid subscription key.'),
      now,
    );
    expect(key.action).toMatch(/subscription key/);
    const session = describeError(new ServiceError('unauthorized', 'Signed out.', { resume }), now);
    expect(session.action).toBe(
      'Resume from page 12 of 40 to try with a new token; if it is refused again, sign out and in again (the rows so far are cleared).',
    );
    expect(describeError(new ServiceError('unauthorized', 'Signed out.'), now).action).toBe('Sign in again.');
  });

  it('gives every kind a title and a next step, and something for unknown errors', () => {
    const kinds = [
      'bad-credentials',
      'rate-limited',
      'server',
      'network',
      'malformed',
      'paging-loop',
      'aborted',
    ] as const;
    for (const kind of kinds) {
      const d = describeError(new ServiceError(kind, 'm', { resume, bodyStart: '<html>' }), now);
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.action.length).toBeGreaterThan(0);
    }
    expect(describeError(new ServiceError('network', 'm', { resume }), now).action).toBe(
      'Check the connection, then resume from page 12 of 40.',
    );
    expect(describeError(new Error('boom'), now)).toMatchObject({
      title: 'Something went wrong',
      detail: 'boom',
    });
  });
});

describe('describeError in Spanish', () => {
  it('says the quota and the next step in Spanish, the service’s own message as sent', () => {
    const es = translator('es');
    const renewsAt = new Date(2026, 10, 23, 14, 5, 0).getTime();
    const quota = describe_(
      new ServiceError('quota-exhausted', 'Out of call volume quota.', { renewsAt, resume }),
      es,
      now,
    );
    expect(quota).toEqual({
      title: 'Cuota agotada',
      detail: 'Se agotó la cuota de llamadas. Se renueva a las 14:05.',
      action: 'Reanuda desde la página 12 de 40 cuando se renueve la cuota (14:05).',
    });
    const refused = new ServiceError('invalid-execution', 'x', { serviceErrors: ['Range too long'] });
    expect(describe_(refused, es, now).detail).toBe('Range too long');
  });
});

import { describe, expect, it } from 'vitest';
import { ServiceError } from '../api/errors';
import { dialogsQuery } from '../testing/sim-fixture';
import { fromWire, toWire, unwired, wired } from './wire-error';

describe('an error crossing from the engine worker', () => {
  it('comes back as the same ServiceError: kind, message, when it renews and where to resume', () => {
    const resume = { query: dialogsQuery, cursor: 'c-3', pagesDone: 3, totalPages: 9 };
    const sent = new ServiceError('quota-exhausted', 'The quota is spent.', {
      status: 403,
      renewsAt: 42,
      resume,
    });
    const back = fromWire(structuredClone(toWire(sent)));
    expect(back).toBeInstanceOf(ServiceError);
    expect(back).toMatchObject({ kind: 'quota-exhausted', message: 'The quota is spent.' });
    expect(back instanceof ServiceError && back.details).toEqual({ status: 403, renewsAt: 42, resume });
  });

  it('keeps the message of any other error', async () => {
    const answer = await wired(async () => {
      throw new Error('This run is no longer on this device.');
    });
    expect(() => unwired(structuredClone(answer))).toThrow('This run is no longer on this device.');
  });

  it('says so, rather than guessing, when what arrives is not an error it knows', () => {
    expect(fromWire({ type: 'service', kind: 'teapot' }).message).toBe(
      'The engine failed without saying why.',
    );
  });
});

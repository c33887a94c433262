import { describe, expect, it } from 'vitest';
import { stringPool } from './wire-rows';

describe('the string pool of an engine', () => {
  it('gives back the first of equal short strings, passes anything else through, and forgets when full', () => {
    const share = stringPool(2);
    const bot = ['B', 'o', 't'].join('');
    expect(share(bot)).toBe(bot);
    expect(share('Bot')).toBe(bot);
    const long = 'x'.repeat(41);
    expect(share(long)).toBe(long);
    expect(share(7)).toBe(7);
    share('Agent');
    share('Customer'); // a third string: the pool starts over
    expect(share('Bot')).toBe('Bot');
  });
});

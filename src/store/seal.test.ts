import { describe, expect, it } from 'vitest';
import { joinedObjects } from './seal';

const bytes = (text: string) => new TextEncoder().encode(text);
const parsed = (joined: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(joined));

describe('a record written from JSON already written', () => {
  it('has the written keys and the value’s, the value’s where both have one', () => {
    expect(
      parsed(joinedObjects(bytes('{"values":["a"],"bytes":1}   '), bytes('{"bytes":2,"index":1}'))),
    ).toEqual({
      values: ['a'],
      bytes: 2,
      index: 1,
    });
  });

  it('is the one object when the other is empty', () => {
    expect(parsed(joinedObjects(bytes('{ }  '), bytes('{"index":1}')))).toEqual({ index: 1 });
    expect(parsed(joinedObjects(bytes('{"index":1}'), bytes('{}')))).toEqual({ index: 1 });
  });

  it('refuses what is not a JSON object', () => {
    expect(() => joinedObjects(bytes('["a"]'), bytes('{}'))).toThrow();
    expect(() => joinedObjects(bytes('{"a":1}'), bytes('[]'))).toThrow();
  });
});

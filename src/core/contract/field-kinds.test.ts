import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dialogsRowSchema } from './dialogs-row';
import { describeFields, holdsKind, type FieldKind } from './field-kinds';

const PLAIN: Record<FieldKind, z.ZodType[]> = {
  string: [z.string()],
  number: [z.number()],
  int: [z.number().int(), z.int()],
  boolean: [z.boolean()],
};

const PROBES: unknown[] = [
  '',
  'text',
  0,
  -0,
  1,
  -7,
  0.5,
  2 ** 53 - 1,
  2 ** 53,
  1e300,
  Number.NaN,
  Infinity,
  -Infinity,
  true,
  false,
  null,
  undefined,
  {},
  [],
  '1',
];

describe('field kinds', () => {
  it('give every documented DIALOGS field a plain kind, nullable where the service documents a null', () => {
    const fields = describeFields(dialogsRowSchema.shape);
    expect(fields).toHaveLength(36);
    expect(fields.filter((f) => f.kind === null)).toEqual([]);
    expect(fields.find((f) => f.name === 'previousIntent')).toEqual({
      name: 'previousIntent',
      kind: 'string',
      nullable: true,
    });
    expect(fields.find((f) => f.name === 'confidence')).toMatchObject({ kind: 'number', nullable: false });
    expect(fields.find((f) => f.name === 'tenantId')).toMatchObject({ kind: 'int' });
    expect(fields.find((f) => f.name === 'isOnChat')).toMatchObject({ kind: 'boolean' });
  });

  it('hold a value to its kind exactly as the kind’s schema does', () => {
    for (const [kind, schemas] of Object.entries(PLAIN) as [FieldKind, z.ZodType[]][])
      for (const schema of schemas) {
        expect(describeFields({ f: schema })[0]?.kind).toBe(kind);
        for (const v of PROBES)
          expect([kind, v, holdsKind(kind, v)]).toEqual([kind, v, schema.safeParse(v).success]);
      }
  });

  it('leave to the schema a field that asks more than its kind: a length, a range, a format, a refinement', () => {
    const asking = {
      short: z.string().max(3),
      email: z.email(),
      positive: z.number().min(0),
      small: z.int32(),
      counted: z.number().int().max(10),
      even: z.number().refine((n) => n % 2 === 0),
      list: z.array(z.string()),
    };
    expect(describeFields(asking).map((f) => f.kind)).toEqual(Object.values(asking).map(() => null));
  });
});

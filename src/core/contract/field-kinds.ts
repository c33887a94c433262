import { z } from 'zod';

/** What a plainly typed field holds: any string, a finite number, a safe integer or a boolean. */
export type FieldKind = 'string' | 'number' | 'int' | 'boolean';

/** A field of an object schema, as a row check reads it. */
export interface FieldDescription {
  name: string;
  /** The field's kind when its schema is that kind and nothing more; null when it asks more (or else). */
  kind: FieldKind | null;
  /** Null is one of its values. */
  nullable: boolean;
}

/** Whether `v` is a value of `kind`, as its plain schema takes it (a test holds each to its schema). */
export function holdsKind(kind: FieldKind, v: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'int':
      return Number.isSafeInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
  }
}

const noChecks = (s: z.ZodType) => (s.def.checks ?? []).length === 0;

/** The one check of `z.number().int()`: its safe-integer format. */
const onlyIntCheck = (s: z.ZodNumber) =>
  s.def.checks?.length === 1 && s.def.checks[0]?._zod.def.check === 'number_format';

/**
 * A schema's kind when it is a plain string, number, integer or boolean: a length, a range, a format or a
 * refinement (each a check in zod) makes it null, so a value its kind's test passes is one the schema
 * takes.
 */
function kindOf(schema: z.ZodType): FieldKind | null {
  if (schema instanceof z.ZodString) return schema.format === null && noChecks(schema) ? 'string' : null;
  if (schema instanceof z.ZodBoolean) return noChecks(schema) ? 'boolean' : null;
  if (!(schema instanceof z.ZodNumber)) return null;
  if (schema.format === null) return noChecks(schema) ? 'number' : null;
  if (schema.format !== 'safeint') return null;
  return noChecks(schema) || onlyIntCheck(schema) ? 'int' : null;
}

/** The fields of an object schema's shape, in its order, with their kinds. */
export function describeFields(shape: Readonly<Record<string, z.ZodType>>): FieldDescription[] {
  return Object.entries(shape).map(([name, schema]) => {
    const nullable = schema instanceof z.ZodNullable;
    const inner = schema instanceof z.ZodNullable ? (schema.unwrap() as z.ZodType) : schema;
    return { name, kind: kindOf(inner), nullable };
  });
}

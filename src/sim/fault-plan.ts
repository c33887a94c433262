import { z } from 'zod';
import type { Fault, FaultKind } from './types';

const FAULT_KINDS = [
  'rate-limit',
  'rate-limit-message-only',
  'quota-calls',
  'quota-bandwidth',
  'unauthorized',
  'server-error-html',
  'bad-gateway',
  'malformed-json',
  'drop',
  'invalid-execution',
  'extra-fields',
  'reset-mid-body',
  'repeat-page',
] as const satisfies readonly FaultKind[];

/** What a gateway in front of CreateToken can answer in its place. */
export const TOKEN_FAULT_KINDS = [
  'rate-limit',
  'rate-limit-message-only',
  'server-error-html',
  'bad-gateway',
  'drop',
] as const satisfies readonly FaultKind[];

const faultSchema = z
  .strictObject({
    kind: z.enum(FAULT_KINDS),
    atCall: z.number().int().min(1),
    operation: z.enum(['ExecuteReport', 'CreateToken']).optional(),
    retryAfterSeconds: z.number().min(0).optional(),
    exhaustedForMs: z.number().min(0).optional(),
  })
  .refine((f) => f.operation !== 'CreateToken' || TOKEN_FAULT_KINDS.some((k) => k === f.kind), {
    message: `CreateToken takes only ${TOKEN_FAULT_KINDS.join(', ')}`,
  }) satisfies z.ZodType<Fault>;

/** A fault plan as tests hand it over (the server's /__sim/faults, the command line's SIM_FAULTS). */
export const faultsSchema = z.array(faultSchema);

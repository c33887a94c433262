import { z } from 'zod';

/** The body the gateway in front of the service answers its own errors (429, 403, 401) with. */
export const gatewayErrorSchema = z.looseObject({ statusCode: z.number(), message: z.string() });

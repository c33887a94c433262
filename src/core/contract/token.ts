import { z } from 'zod';

export const createTokenRequestSchema = z.object({
  accessToken: z.string().min(1),
  accessTokenSecret: z.string().min(1),
  /** A string in docs/service.md, a number in the publisher's examples: we send what the user typed. */
  tenant: z.string().min(1),
});

export const createTokenResponseSchema = z.looseObject({ token: z.string().min(1) });

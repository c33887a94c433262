import { useMutation, useMutationState } from '@tanstack/react-query';
import type { ReportingClient } from '../../api/client-contract';
import { z } from 'zod';
import { quotaInfoSchema, type QuotaInfo } from '../../core/contract';

/** The mutation key of `CreateToken?info` asked from the Quota panel, per environment. */
const quotaCheckKey = (environment: string) => ['quota-check', environment] as const;

const answeredSchema = z.object({ parsed: quotaInfoSchema });

type QuotaClient = Pick<ReportingClient, 'quotaInfo' | 'environment'>;

/** Asks the service's own count (`CreateToken?info`: it spends a call, so only when the user presses). */
export const useQuotaCheck = (client: QuotaClient) =>
  useMutation({ mutationKey: quotaCheckKey(client.environment.name), mutationFn: () => client.quotaInfo() });

/**
 * What the last quota check of this session said, when it had the known shape: the plan compares what
 * it needs with it before a run. Null before any check.
 */
export function useLastQuotaCheck(client: Pick<ReportingClient, 'environment'>): QuotaInfo | null {
  const answers = useMutationState({
    filters: { mutationKey: quotaCheckKey(client.environment.name), status: 'success' },
    select: (mutation) => mutation.state.data,
  });
  // The cache holds its data untyped: read back through the schema it was parsed with.
  const last = answeredSchema.safeParse(answers.at(-1));
  return last.success ? last.data.parsed : null;
}

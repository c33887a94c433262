import type { Product } from '../core/contract';
import { DEMO_CREDENTIALS } from './types';

/** The product a call runs under: premium with a valid subscription key, basic without one. */
export function productOf(headers: Headers): Product | 'invalid-key' {
  const key = headers.get('ocp-apim-subscription-key')?.trim() ?? '';
  if (key === '') return 'basic';
  return key === DEMO_CREDENTIALS.subscriptionKey ? 'premium' : 'invalid-key';
}

export function bearerOf(headers: Headers): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return m?.[1] ?? null;
}

/** Quotas per product over one quota period (docs/service.md, "Quotas per product"); kb is kilobytes. */
export const PRODUCTS = {
  basic: { calls: 10_000, kb: 102_400 },
  premium: { calls: 20_000, kb: 997_200 },
} as const;
export type Product = keyof typeof PRODUCTS;

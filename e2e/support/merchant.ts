/**
 * The merchant the end-to-end gateway is started with in provider mode (pay-online.spec.ts);
 * scripts/scan-secrets.ts checks that no build file carries its secret.
 */
export const E2E_MERCHANT = { key: 'E2E-KEY', secret: 'E2e-Merchant-Secret-7f3a' } as const;

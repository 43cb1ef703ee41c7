/**
 * The desk phone and support mailbox, from the server's configuration (SUPPORT_PHONE and
 * SUPPORT_EMAIL, the same variables the SPA build reads; README, Configuration).
 */
export const DEFAULT_SUPPORT_PHONE = '+44 20 7946 0321';
export const DEFAULT_SUPPORT_EMAIL = 'optimisation@market-lens.local';

export function supportContactDetails(env: NodeJS.ProcessEnv = process.env): { phone: string; email: string } {
  return { phone: env.SUPPORT_PHONE || DEFAULT_SUPPORT_PHONE, email: env.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL };
}

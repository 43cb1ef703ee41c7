/**
 * The instant the end-to-end suite's portal starts its business clock at (MARKET_LENS_NOW,
 * playwright.config.ts; docs/time.md): Friday 27 November 2026, 10:00 London, before the 16:00
 * cut-off and the 18:00 publication, a business day before the Monday month end. The seed is
 * made at this date too, so every spec sees the same calendar whatever day it runs.
 */
export const E2E_NOW = '2026-11-27T10:00:00Z';

/** The suite's business now, for specs that compute what the portal shows (the portal's clock has run on a little). */
export const e2eNow = () => new Date(E2E_NOW);

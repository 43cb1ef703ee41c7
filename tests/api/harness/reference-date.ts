/** The date the API tests' databases are seeded at. */
export const REFERENCE_DATE = new Date('2026-11-20T16:00:00Z');

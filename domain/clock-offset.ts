/**
 * How the browser learns the server's business clock (docs/time.md): when the server's clock is
 * not the real one, its pages carry the offset from real time in milliseconds in this meta tag.
 * The server writes it (server/lib/clock-meta.ts) and the browser's clock reads it
 * (src/lib/clock.ts); the name lives here, the one place both sides may import.
 */
export const CLOCK_OFFSET_META = 'market-lens-clock-offset';

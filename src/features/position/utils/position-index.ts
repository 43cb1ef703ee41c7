import type { TradeIndex } from '@generated/model/tradeIndex';

/**
 * The trade index the position overview opens on and the dashboard's widgets show. A module of
 * its own: the dashboard needs only this, so the overview's URL hook (use-position-index.ts) stays
 * out of the dashboard visit (docs/performance.md).
 */
export const DEFAULT_POSITION_INDEX: TradeIndex = 'POWERUKBASECAL';

/**
 * Tag `position`: per delivery period of an account's contract for one index, the forecast,
 * hedged and open volume, the locked cost and price, the open volume at the latest close, the
 * estimated cost against the budget, and the budget at risk (docs/trading.md). The figures
 * come from server/position/position-overview.ts, which the monthly portfolio report shares.
 */
import type { GetPositionOverviewParams } from '../../generated/model/getPositionOverviewParams';
import type { PositionOverviewResponse } from '../../generated/model/positionOverviewResponse';
import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { forbidden, notFound } from '../errors';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { londonToday } from '../../domain/business-days';
import { positionOverview } from '../position/position-overview';
import { indexTotals, moneyTotals } from '../position/position-totals';
import { tradingRefusal } from '../orders/store';
import type { Handler } from '../handler';

export { RISK_HISTORY } from '../position/position-overview';

/** The order the indices are listed in (the spec's selector order). */
const TRADE_INDEX_ORDER: TradeIndex[] = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'];

export const BUDGET_AT_RISK_METHOD =
  'P5–P95 of each period’s final cost: the hedged volume at its locked prices plus the open volume at the latest close moved by ±1.645 standard deviations of the product’s daily log price changes over its last 250 closes, scaled by the square root of the business days left until delivery starts.';

const getPositionOverview: Handler<{ Querystring: GetPositionOverviewParams }, PositionOverviewResponse> = async (request) => {
  const { accountId } = request.query;
  const tradeIndex: TradeIndex = request.query.tradeIndex ?? 'POWERUKBASECAL';
  const context = request.caller.user;
  requireVisibleAccount(context, accountId);
  requirePermissionOn(context, accountId, 'view:orders');
  const { db } = request.server;
  const account = await db.selectFrom('accounts').select(['is_flexible', 'purchasing_group_id']).where('id', '=', accountId).executeTakeFirst();
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal.replace('cannot place orders', 'has no trading position'));

  const today = londonToday(request.server.settings.clock.now());
  const { priceDate, periods } = await positionOverview(db, accountId, tradeIndex, { today });
  // The £ totals across indices: every index of the contract, the requested one as computed above.
  const contracted = await db.selectFrom('trading_contracts').select('trade_index').distinct().where('account_id', '=', accountId).execute();
  const tradeIndices = TRADE_INDEX_ORDER.filter((index) => contracted.some((row) => row.trade_index === index));
  const allPeriods: PositionPeriod[] = [];
  for (const index of tradeIndices) {
    allPeriods.push(...(index === tradeIndex ? periods : (await positionOverview(db, accountId, index, { today, budgetAtRisk: false })).periods));
  }
  return {
    data: {
      accountId,
      tradeIndex,
      unit: volumeUnitOf(tradeIndex),
      priceUnit: priceUnitOf(tradeIndex),
      priceDate,
      budgetAtRiskMethod: BUDGET_AT_RISK_METHOD,
      periods,
      totals: indexTotals(tradeIndex, periods),
      acrossIndices: { tradeIndices, ...moneyTotals(allPeriods) },
    },
  };
};

export const positionHandlers = { getPositionOverview };

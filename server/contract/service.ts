/**
 * Tag `contract`: an account's contract periods with the figures the desk maintains, their dated
 * changes, and the desk's reforecast of a period (docs/trading.md, "Reforecasts"). Reading needs
 * what the position needs (view:orders on a trading account); reforecasting is the desk's alone
 * (nbs_admin, never a customer user, never in view-as). A new forecast below the hedged volume is
 * a 409 with the figures; the change, its dated record and its audit entry share one transaction,
 * with the contract row locked as an order's decision locks it.
 */
import { randomUUID } from 'node:crypto';

import type { ContractChange } from '../../generated/model/contractChange';
import type { ContractPeriod } from '../../generated/model/contractPeriod';
import type { ListContractChangesParams } from '../../generated/model/listContractChangesParams';
import type { ListContractPeriodsParams } from '../../generated/model/listContractPeriodsParams';
import type { ReforecastRequest } from '../../generated/model/reforecastRequest';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { changedFields, CONTRACT_FIELD_WORDS, type FieldChange, hedgedAboveForecast, reforecastProblem, twoDecimals } from '../../domain/reforecast-rules';
import { productName } from '../../domain/trade-index-names';
import { type RequestOrigin, writeChangeAudit } from '../admin/audit-log-service';
import { requireNbsAdmin, requirePermissionOn, requireVisibleAccount, VIEW_AS_READ_ONLY } from '../auth/guard';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { contractVolumes, lockContract, tradingAccount } from '../orders/queries';
import { contractPeriodRows, netTradedByProduct } from '../position/queries';
import { tradingRefusal } from '../orders/rules';
import { fullName, iso, priceUnitOf, volumeUnitOf } from '../representations';
import { type ContractChangeRow, contractChanges, contractFiguresText, insertContractChange, updateContractFigures } from './queries';

/** How a change is signed when its desk member is no longer known. */
export const THE_DESK = 'the Market Lens desk';
export const ONLY_THE_DESK = 'Only the Market Lens desk may change a contract';

/** The account may be read like its position: visible (403), view:orders (403), exists (404), trades (403). */
async function positionAccount(context: ServiceContext, accountId: string): Promise<void> {
  requireVisibleAccount(context.user, accountId);
  requirePermissionOn(context.user, accountId, 'view:orders');
  const account = await tradingAccount(context.db, accountId);
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal.replace('cannot place orders', 'has no trading contract'));
}

export async function listContractPeriods(context: ServiceContext, { accountId, tradeIndex = 'POWERUKBASECAL' }: ListContractPeriodsParams): Promise<ContractPeriod[]> {
  await positionAccount(context, accountId);
  const [rows, traded] = await Promise.all([contractPeriodRows(context.db, accountId, tradeIndex), netTradedByProduct(context.db, accountId, tradeIndex)]);
  const hedged = new Map(traded.map((row) => [row.period_name_abs, row.hedged]));
  return rows.map((row) => ({
    accountId,
    tradeIndex,
    deliveryPeriod: row.period_name_abs,
    deliveryStart: row.delivery_start,
    deliveryEnd: row.delivery_end,
    forecastVolume: Number(row.forecast_volume),
    budgetPrice: Number(row.budget_price),
    minimumClipPercent: Number(row.minimum_clip_percent),
    hedgedVolume: Number(hedged.get(row.period_name_abs) ?? 0),
    unit: volumeUnitOf(tradeIndex),
    priceUnit: priceUnitOf(tradeIndex),
  }));
}

function toContractChange(row: ContractChangeRow): ContractChange {
  const pairs = [
    ['forecastVolume', row.forecast_volume_before, row.forecast_volume_after],
    ['budgetPrice', row.budget_price_before, row.budget_price_after],
    ['minimumClipPercent', row.minimum_clip_percent_before, row.minimum_clip_percent_after],
  ] as const;
  return {
    id: row.id,
    accountId: row.account_id,
    tradeIndex: row.trade_index,
    deliveryPeriod: row.period_name_abs,
    changedAt: iso(row.changed_at),
    changedBy: row.email === null ? THE_DESK : fullName({ firstname: row.firstname, lastname: row.lastname, email: row.email }),
    reason: row.reason,
    changes: pairs.filter(([, before, after]) => Number(before) !== Number(after)).map(([field, before, after]) => ({ field, before: Number(before), after: Number(after) })),
    unit: volumeUnitOf(row.trade_index),
    priceUnit: priceUnitOf(row.trade_index),
  };
}

export async function listContractChanges(context: ServiceContext, { accountId, tradeIndex }: ListContractChangesParams): Promise<ContractChange[]> {
  await positionAccount(context, accountId);
  return (await contractChanges(context.db, accountId, { tradeIndex })).map(toContractChange);
}

/** A figure with its unit, as the audit entry and the 409 say it. */
function figureWords(field: FieldChange['field'], value: string, tradeIndex: TradeIndex): string {
  if (field === 'forecastVolume') return `${value} ${volumeUnitOf(tradeIndex)}`;
  if (field === 'budgetPrice') return `${value} ${priceUnitOf(tradeIndex)}`;
  return `${value} %`;
}

/** The audit entry's before/after: '51001 POWERUKBASECAL Q1-27: forecast volume 4.00 MW, budget price 82.00 £/MWh, minimum clip 10.00 %'. */
function auditFigures(body: ReforecastRequest, figures: { forecastVolume: string; budgetPrice: string; minimumClipPercent: string }): string {
  const words = (['forecastVolume', 'budgetPrice', 'minimumClipPercent'] as const).map((field) => `${CONTRACT_FIELD_WORDS[field]} ${figureWords(field, twoDecimals(figures[field]), body.tradeIndex)}`);
  return `${body.accountId} ${body.tradeIndex} ${body.deliveryPeriod}: ${words.join(', ')}`;
}

export async function reforecastContractPeriod(context: ServiceContext, origin: RequestOrigin, body: ReforecastRequest): Promise<ContractChange> {
  if (context.caller.viewAs) throw forbidden(VIEW_AS_READ_ONLY);
  requireNbsAdmin(context.user, ONLY_THE_DESK);
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Give the reason for the change: the customer sees it with the change', 'reason');
  const account = await tradingAccount(context.db, body.accountId);
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal.replace('cannot place orders', 'has no trading contract'));
  const product = productName(body.tradeIndex, body.deliveryPeriod);

  const id = randomUUID();
  await context.db.transaction().execute(async (trx) => {
    if (!(await lockContract(trx, body.accountId, body.tradeIndex, body.deliveryPeriod))) throw notFound(`The account’s contract has no period ${product}`);
    const stored = await contractFiguresText(trx, body.accountId, body.tradeIndex, body.deliveryPeriod);
    if (!stored) throw notFound(`The account’s contract has no period ${product}`);
    const current = { forecastVolume: stored.forecast_volume, budgetPrice: stored.budget_price, minimumClipPercent: stored.minimum_clip_percent };
    const problem = reforecastProblem(body, current);
    if (problem) throw badRequest(problem.message, problem.field);
    const after = { ...current };
    for (const change of changedFields(body, current)) after[change.field] = change.after.toString();

    if (body.forecastVolume !== undefined) {
      const { hedged } = await contractVolumes(trx, body.accountId, body.tradeIndex, body.deliveryPeriod);
      if (hedgedAboveForecast(hedged, after.forecastVolume)) {
        const unit = volumeUnitOf(body.tradeIndex);
        throw new ApiError(409, `${product} is hedged ${twoDecimals(hedged)} ${unit}, above the new forecast of ${twoDecimals(after.forecastVolume)} ${unit}: the forecast cannot be below what is already bought`, undefined, {
          reforecastConflict: { deliveryPeriod: body.deliveryPeriod, hedgedVolume: Number(hedged), newForecastVolume: Number(after.forecastVolume), unit },
        });
      }
    }

    await updateContractFigures(trx, body.accountId, body.tradeIndex, body.deliveryPeriod, {
      forecast_volume: after.forecastVolume,
      budget_price: after.budgetPrice,
      minimum_clip_percent: after.minimumClipPercent,
    });
    await insertContractChange(trx, {
      id,
      account_id: body.accountId,
      trade_index: body.tradeIndex,
      period_name_abs: body.deliveryPeriod,
      changed_by: context.caller.actor.user.id,
      changed_at: context.clock.now(),
      reason,
      forecast_volume_before: current.forecastVolume,
      forecast_volume_after: after.forecastVolume,
      budget_price_before: current.budgetPrice,
      budget_price_after: after.budgetPrice,
      minimum_clip_percent_before: current.minimumClipPercent,
      minimum_clip_percent_after: after.minimumClipPercent,
    });
    await writeChangeAudit(trx, context, origin, {
      targetId: body.accountId,
      action: 'contract_change',
      before: auditFigures(body, current),
      after: auditFigures(body, after),
      reason,
    });
  });
  const [row] = await contractChanges(context.db, body.accountId, { id });
  if (!row) throw notFound('Contract change not found');
  return toContractChange(row);
}

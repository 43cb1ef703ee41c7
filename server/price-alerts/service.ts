/**
 * Tag `price-alerts`: the alerts of the accounts the caller may see (view:price_alerts on the
 * account), each with its product's latest close; creating, editing and deleting them. Another
 * company's alert is a 404; view-as writes are refused by the security handler (guard.ts).
 * Alerts fire at publication (trigger-alerts.ts); rules: docs/price-alerts.md.
 */
import { randomUUID } from 'node:crypto';

import type { CreatePriceAlertRequest } from '../../generated/model/createPriceAlertRequest';
import type { ListPriceAlertsParams } from '../../generated/model/listPriceAlertsParams';
import type { PriceAlert } from '../../generated/model/priceAlert';
import type { UpdatePriceAlertRequest } from '../../generated/model/updatePriceAlertRequest';
import { londonToday } from '../../domain/business-days';
import { accountsWithPermission, canSeeAccount, requirePermissionAnywhere, requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { conflict, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { alertAlreadyMet, checkAlertAlreadyMet } from '../orders/risk-guards';
import { priceUnitOf, toPriceAlert } from '../representations';
import { checkAlertInput } from './alert-rules';
import { type AlertRow, deleteAlert, findAlert, insertAlert, listAlerts, lockAlertState, updateAlert } from './queries';

const today = (context: ServiceContext) => londonToday(context.clock.now());

/** What the user chose, as stored: the same columns on create and on edit. */
const chosenColumns = (body: CreatePriceAlertRequest | UpdatePriceAlertRequest, originalPrice: number) => ({
  trade_index: body.tradeIndex,
  period_name_abs: body.deliveryPeriod,
  direction: body.direction,
  target_price: body.targetPrice,
  original_price: originalPrice,
  expiry_date: body.expiryDate,
});

const present = (row: AlertRow, day: string) => toPriceAlert(row, day, { price: row.latest_price, date: row.latest_price_date });

export async function listPriceAlerts(context: ServiceContext, { accountId, status }: ListPriceAlertsParams): Promise<PriceAlert[]> {
  let accounts: string[] | undefined;
  if (accountId !== undefined) {
    requireVisibleAccount(context.user, accountId);
    requirePermissionOn(context.user, accountId, 'view:price_alerts');
    accounts = [accountId];
  } else {
    requirePermissionAnywhere(context.user, 'view:price_alerts');
    accounts = accountsWithPermission(context.user, 'view:price_alerts');
  }
  const day = today(context);
  const rows = await listAlerts(context.db, { accounts, status, today: day });
  return rows.map((row) => present(row, day));
}

/** The alert if the caller may see it: 404 when missing or another company's, 403 without view:price_alerts. */
async function visibleAlert(context: ServiceContext, priceAlertId: string): Promise<AlertRow> {
  const row = await findAlert(context.db, priceAlertId);
  if (!row || !canSeeAccount(context.user, row.account_id)) throw notFound('Price alert not found');
  requirePermissionOn(context.user, row.account_id, 'view:price_alerts');
  return row;
}

export const getPriceAlert = async (context: ServiceContext, priceAlertId: string): Promise<PriceAlert> =>
  present(await visibleAlert(context, priceAlertId), today(context));

export async function createPriceAlert(context: ServiceContext, body: CreatePriceAlertRequest): Promise<PriceAlert> {
  requireVisibleAccount(context.user, body.accountId);
  requirePermissionOn(context.user, body.accountId, 'view:price_alerts');
  const { originalPrice, originalPriceDate } = await checkAlertInput(context.db, body.accountId, body, today(context));
  checkAlertAlreadyMet(alertAlreadyMet(body.direction, body.targetPrice, originalPrice, originalPriceDate, priceUnitOf(body.tradeIndex)), body.acknowledgeRisk);
  const id = randomUUID();
  const now = context.clock.now();
  await insertAlert(context.db, {
    id,
    account_id: body.accountId,
    user_id: context.user.user.id,
    ...chosenColumns(body, originalPrice),
    created_at: now,
    updated_at: now,
  });
  return getPriceAlert(context, id);
}

export async function updatePriceAlert(context: ServiceContext, priceAlertId: string, body: UpdatePriceAlertRequest): Promise<PriceAlert> {
  const day = today(context);
  const existing = await visibleAlert(context, priceAlertId);
  const { originalPrice } = await checkAlertInput(context.db, existing.account_id, body, day);
  await context.db.transaction().execute(async (trx) => {
    const current = await lockAlertState(trx, existing.id);
    if (!current) throw notFound('Price alert not found');
    if (current.triggered_at) throw conflict('This alert has already triggered and can no longer be edited');
    if (current.expiry_date < day) throw conflict('This alert has expired and can no longer be edited');
    await updateAlert(trx, existing.id, { ...chosenColumns(body, originalPrice), updated_at: context.clock.now() });
  });
  return present(await visibleAlert(context, existing.id), day);
}

export async function deletePriceAlert(context: ServiceContext, priceAlertId: string): Promise<void> {
  const alert = await visibleAlert(context, priceAlertId);
  await deleteAlert(context.db, alert.id);
}

/**
 * Tag `price-alerts`: the alerts of the accounts the caller may see (view:price_alerts on the
 * account), each with its product's latest close; creating, editing and deleting them. Another
 * company's alert is a 404; view-as writes are refused by the security handler (guard.ts).
 * Alerts fire at publication (server/alerts/trigger-alerts.ts); rules: docs/price-alerts.md.
 */
import { randomUUID } from 'node:crypto';

import type { CreatePriceAlertRequest } from '../../generated/model/createPriceAlertRequest';
import type { ListPriceAlertsParams } from '../../generated/model/listPriceAlertsParams';
import type { PriceAlertResponse } from '../../generated/model/priceAlertResponse';
import type { PriceAlertsResponse } from '../../generated/model/priceAlertsResponse';
import type { UpdatePriceAlertRequest } from '../../generated/model/updatePriceAlertRequest';
import { checkAlertInput } from '../alerts/alert-rules';
import { accountsWithPermission, canSeeAccount, requirePermissionAnywhere, requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { conflict, notFound } from '../errors';
import { londonToday } from '../../domain/business-days';
import { priceUnitOf, toPriceAlert } from '../representations';
import { alertAlreadyMet, checkAlertAlreadyMet } from '../orders/risk-guards';
import type { Handler } from './types';

type Request = Parameters<Handler>[0];
type Db = Request['server']['db'];

/** Alerts with their product's latest close (one index lookup per alert). */
function alertsWithLatestClose(db: Db) {
  return db
    .selectFrom('price_alerts as a')
    .selectAll('a')
    .select((eb) => [
      eb
        .selectFrom('closing_prices as cp')
        .select('cp.price')
        .whereRef('cp.trade_index', '=', 'a.trade_index')
        .whereRef('cp.period_name_abs', '=', 'a.period_name_abs')
        .orderBy('cp.price_date', 'desc')
        .limit(1)
        .as('latest_price'),
      eb
        .selectFrom('closing_prices as cp')
        .select('cp.price_date')
        .whereRef('cp.trade_index', '=', 'a.trade_index')
        .whereRef('cp.period_name_abs', '=', 'a.period_name_abs')
        .orderBy('cp.price_date', 'desc')
        .limit(1)
        .as('latest_price_date'),
    ]);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsWithLatestClose>['executeTakeFirstOrThrow']>>;

const present = (row: AlertRow, today: string) => toPriceAlert(row, today, { price: row.latest_price, date: row.latest_price_date });

const listPriceAlerts: Handler<{ Querystring: ListPriceAlertsParams }, PriceAlertsResponse> = async (request) => {
  const context = request.caller.user;
  const { accountId, status } = request.query;
  let accounts: string[] | undefined;
  if (accountId !== undefined) {
    requireVisibleAccount(context, accountId);
    requirePermissionOn(context, accountId, 'view:price_alerts');
    accounts = [accountId];
  } else {
    requirePermissionAnywhere(context, 'view:price_alerts');
    accounts = accountsWithPermission(context, 'view:price_alerts');
  }
  const today = londonToday(request.server.settings.clock.now());
  let query = alertsWithLatestClose(request.server.db);
  if (accounts !== undefined) query = query.where('a.account_id', 'in', accounts);
  if (status === 'triggered') query = query.where('a.triggered_at', 'is not', null);
  if (status === 'expired') query = query.where('a.triggered_at', 'is', null).where('a.expiry_date', '<', today);
  if (status === 'active') query = query.where('a.triggered_at', 'is', null).where('a.expiry_date', '>=', today);
  const rows = await query.orderBy('a.created_at', 'desc').orderBy('a.id').execute();
  return { data: rows.map((row) => present(row, today)) };
};

/** The alert if the caller may see it: 404 when missing or another company's, 403 without view:price_alerts. */
async function visibleAlert(request: Request, priceAlertId: string, db: Db = request.server.db): Promise<AlertRow> {
  const row = await alertsWithLatestClose(db).where('a.id', '=', priceAlertId).executeTakeFirst();
  const context = request.caller.user;
  if (!row || !canSeeAccount(context, row.account_id)) throw notFound('Price alert not found');
  requirePermissionOn(context, row.account_id, 'view:price_alerts');
  return row;
}

const getPriceAlert: Handler<{ Params: { priceAlertId: string } }, PriceAlertResponse> = async (request) => ({
  data: present(await visibleAlert(request, request.params.priceAlertId), londonToday(request.server.settings.clock.now())),
});

const createPriceAlert: Handler<{ Body: CreatePriceAlertRequest }> = async (request, reply) => {
  const body = request.body;
  const context = request.caller.user;
  requireVisibleAccount(context, body.accountId);
  requirePermissionOn(context, body.accountId, 'view:price_alerts');
  const { db } = request.server;
  const { originalPrice, originalPriceDate } = await checkAlertInput(db, body.accountId, body, londonToday(request.server.settings.clock.now()));
  checkAlertAlreadyMet(alertAlreadyMet(body.direction, body.targetPrice, originalPrice, originalPriceDate, priceUnitOf(body.tradeIndex)), body.acknowledgeRisk);
  const id = randomUUID();
  const now = request.server.settings.clock.now();
  await db
    .insertInto('price_alerts')
    .values({
      id,
      account_id: body.accountId,
      user_id: context.user.id,
      trade_index: body.tradeIndex,
      period_name_abs: body.deliveryPeriod,
      direction: body.direction,
      target_price: body.targetPrice,
      original_price: originalPrice,
      expiry_date: body.expiryDate,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const created = await visibleAlert(request, id);
  return reply.code(201).send({ data: present(created, londonToday(request.server.settings.clock.now())) });
};

const updatePriceAlert: Handler<{ Params: { priceAlertId: string }; Body: UpdatePriceAlertRequest }, PriceAlertResponse> = async (request) => {
  const body = request.body;
  const today = londonToday(request.server.settings.clock.now());
  const { db } = request.server;
  const existing = await visibleAlert(request, request.params.priceAlertId);
  const { originalPrice } = await checkAlertInput(db, existing.account_id, body, today);
  await db.transaction().execute(async (trx) => {
    // Locked so an edit and the publication that fires the alert are decided one after the other.
    const current = await trx.selectFrom('price_alerts').select(['triggered_at', 'expiry_date']).where('id', '=', existing.id).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Price alert not found');
    if (current.triggered_at) throw conflict('This alert has already triggered and can no longer be edited');
    if (current.expiry_date < today) throw conflict('This alert has expired and can no longer be edited');
    await trx
      .updateTable('price_alerts')
      .set({
        trade_index: body.tradeIndex,
        period_name_abs: body.deliveryPeriod,
        direction: body.direction,
        target_price: body.targetPrice,
        original_price: originalPrice,
        expiry_date: body.expiryDate,
        updated_at: request.server.settings.clock.now(),
      })
      .where('id', '=', existing.id)
      .execute();
  });
  return { data: present(await visibleAlert(request, existing.id), today) };
};

const deletePriceAlert: Handler<{ Params: { priceAlertId: string } }> = async (request, reply) => {
  const alert = await visibleAlert(request, request.params.priceAlertId);
  await request.server.db.deleteFrom('price_alerts').where('id', '=', alert.id).execute();
  return reply.code(204).send();
};

export const priceAlertsHandlers = { listPriceAlerts, getPriceAlert, createPriceAlert, updatePriceAlert, deletePriceAlert };

/**
 * Corrects the values stored while baseload power was counted as 24 hours every day: a period
 * holding a clock change has one hour fewer (spring) or more (autumn) than that (domain/energy.ts,
 * docs/trading.md). For each baseload transaction of such a period whose stored value is exactly
 * what the old count gives, the value becomes the exact one, and so does the value of the order it
 * executed; a not-executed order's estimate is recounted too (at its limit price, or for a market
 * order at the price its stored value was made at, when only the old count explains it).
 * Every changed row gets an audit entry (value_correction, before → after); the users who see an
 * account's orders get one message naming each of its corrected trades, before → after; and the
 * account's portfolio reports are rendered again from the corrected figures.
 *
 * A freshly seeded database has exact values (the seed uses domain/energy.ts, and migrations run
 * before the seed), so this finds nothing there; a database once corrected is recorded in
 * schema_migrations and never corrected twice.
 */
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import { deliveryQuantity, tradeValue } from '../../../domain/energy';
import { accountReaders } from '../../messages/queries';
import { sendMessage } from '../../messages/send-message';
import { formatMoney, formatPrice, formatVolume, INDEX_LABELS } from '../../reports/portfolio-report-pdf';
import { rerenderPortfolioReports } from '../../reports/portfolio-report';
import { deliveryPeriod } from '../../position/periods';
import type { Database } from '../schema';

const NAME = '071-transaction-values-across-clock-changes.ts';
const INDEX = 'POWERUKBASECAL';

interface Hours {
  old: number;
  exact: number;
}

interface CorrectedTrade {
  orderId: string | null;
  line: string;
}

const HOURS = new Intl.NumberFormat('en-GB');
const TRADE_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

/** The baseload periods whose exact hours differ from days × 24, by name. */
function changedPeriods(names: readonly string[]): Map<string, Hours> {
  const changed = new Map<string, Hours>();
  for (const name of names) {
    const period = deliveryPeriod(name);
    if (!period) continue;
    const old = deliveryQuantity('GASNBP', period.start, period.end) * 24;
    const exact = deliveryQuantity(INDEX, period.start, period.end);
    if (old !== exact) changed.set(name, { old, exact });
  }
  return changed;
}

/**
 * The price (two decimals, as closes are) a market order's estimate was made at, when only the
 * old count explains the stored value: the price at placement is not stored, so it is read back
 * from the value. Undefined when the exact count explains it too (nothing to correct, or no way
 * to tell).
 */
function priceBehind(stored: number, volume: string, hours: Hours): string | undefined {
  const priceFor = (quantity: number) => {
    if (new Decimal(volume).isZero()) return undefined;
    const price = new Decimal(stored).dividedBy(new Decimal(volume).times(quantity)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return tradeValue(INDEX, quantity, volume, price) === stored ? price.toString() : undefined;
  };
  const old = priceFor(hours.old);
  return old !== undefined && priceFor(hours.exact) === undefined ? old : undefined;
}

async function audit(trx: Kysely<Database>, targetUserId: string, row: string, before: string, after: string): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      admin_user_id: 'system',
      viewed_user_id: targetUserId,
      action: 'value_correction',
      method: 'PATCH',
      path: row,
      reason: `Migration ${NAME}: baseload valued on the real hours of each London day`,
      before_value: before,
      after_value: after,
    })
    .execute();
}

export async function migrate(trx: Kysely<Database>): Promise<void> {
  const correctedAt = new Date();
  const names = new Set<string>();
  for (const table of ['orders', 'transactions', 'trading_contracts'] as const) {
    for (const row of await trx.selectFrom(table).select('period_name_abs').where('trade_index', '=', INDEX).distinct().execute()) names.add(row.period_name_abs);
  }
  const periods = changedPeriods([...names]);
  if (periods.size === 0) return;
  const periodNames = [...periods.keys()];

  const transactions = await trx
    .selectFrom('transactions as t')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.id', 't.account_id', 't.order_id', 't.trade_date', 't.period_name_abs', 't.volume', 't.unit', 't.trade_direction', 't.price', 't.value', 'o.user_id', 'o.value as order_value'])
    .where('t.trade_index', '=', INDEX)
    .where('t.period_name_abs', 'in', periodNames)
    .orderBy('t.account_id')
    .orderBy('t.trade_date')
    .orderBy('t.id')
    .execute();

  const tradesByAccount = new Map<string, CorrectedTrade[]>();
  const correctedOrders = new Set<string>();
  for (const row of transactions) {
    const hours = periods.get(row.period_name_abs) as Hours;
    const before = tradeValue(INDEX, hours.old, String(row.volume), String(row.price));
    const after = tradeValue(INDEX, hours.exact, String(row.volume), String(row.price));
    if (Number(row.value) !== before || before === after) continue;
    await trx.updateTable('transactions').set({ value: after }).where('id', '=', row.id).execute();
    const placer = row.user_id ?? `account-${row.account_id}`;
    await audit(trx, placer, `transactions/${row.id}`, `${formatMoney(before)} (${hours.old} h)`, `${formatMoney(after)} (${hours.exact} h)`);
    if (row.order_id && row.order_value !== null && Number(row.order_value) === before) {
      await trx.updateTable('orders').set({ value: after }).where('id', '=', row.order_id).execute();
      await audit(trx, placer, `orders/${row.order_id}`, `${formatMoney(before)} (${hours.old} h)`, `${formatMoney(after)} (${hours.exact} h)`);
      correctedOrders.add(row.order_id);
    }
    const what = `${row.trade_direction === 'buy' ? 'Buy' : 'Sell'} ${formatVolume(row.volume)} ${row.unit} ${INDEX_LABELS[INDEX]} ${row.period_name_abs}`;
    const line = `${what}, traded ${TRADE_DAY.format(row.trade_date)} at £${formatPrice(row.price)}/MWh: ${formatMoney(before)} → ${formatMoney(after)} (${HOURS.format(hours.exact)} hours, not ${HOURS.format(hours.old)})`;
    const trades = tradesByAccount.get(row.account_id) ?? [];
    trades.push({ orderId: row.order_id, line });
    tradesByAccount.set(row.account_id, trades);
  }

  // Orders not executed hold an estimate made with the old count.
  const estimates = await trx
    .selectFrom('orders')
    .select(['id', 'user_id', 'period_name_abs', 'volume', 'limit_price', 'value'])
    .where('trade_index', '=', INDEX)
    .where('period_name_abs', 'in', periodNames)
    .where('status', '!=', 'executed')
    .orderBy('id')
    .execute();
  for (const order of estimates) {
    if (correctedOrders.has(order.id)) continue;
    const hours = periods.get(order.period_name_abs) as Hours;
    const stored = Number(order.value);
    const price = order.limit_price !== null ? String(order.limit_price) : priceBehind(stored, String(order.volume), hours);
    if (price === undefined || stored !== tradeValue(INDEX, hours.old, String(order.volume), price)) continue;
    const after = tradeValue(INDEX, hours.exact, String(order.volume), price);
    if (after === stored) continue;
    await trx.updateTable('orders').set({ value: after }).where('id', '=', order.id).execute();
    await audit(trx, order.user_id, `orders/${order.id}`, `${formatMoney(stored)} (${hours.old} h)`, `${formatMoney(after)} (${hours.exact} h)`);
  }

  for (const [accountId, trades] of tradesByAccount) {
    const readers = await accountReaders(trx, accountId, 'view:orders');
    const only = trades.length === 1 ? trades[0] : undefined;
    const body = [
      `We now value baseload power on the hours each London day really has: 23 on the day the clocks go forward, 25 on the day they go back. Until now every day counted 24, so ${trades.length === 1 ? 'this trade' : 'these trades'} of account ${accountId} had the wrong value:`,
      ...trades.map((trade) => `- ${trade.line}`),
      'Your position, budget variance and portfolio reports now use the corrected values. Prices and volumes are unchanged.',
    ].join('\n');
    for (const userId of readers) {
      await sendMessage(trx, {
        userId,
        subject: `Corrected value${trades.length === 1 ? '' : 's'} of ${trades.length} baseload trade${trades.length === 1 ? '' : 's'} across a clock change (account ${accountId})`,
        body,
        category: 'order',
        event: 'account',
        link: only?.orderId ? `/app/market-lens/orders/${only.orderId}` : '/app/market-lens/transactions',
        // A migration runs when a release starts, before any business clock exists: the message is
        // dated when the correction was made, like its audit entries (docs/time.md).
        now: correctedAt,
      });
    }
  }

  await rerenderPortfolioReports(trx, await reportedAccountsAffected(trx, periodNames, [...tradesByAccount.keys()]));
}

/**
 * Accounts whose reports hold a changed figure: a corrected trade, or a baseload contract period
 * holding a clock change (its budget cost and open value were counted on the old hours).
 */
async function reportedAccountsAffected(trx: Kysely<Database>, periodNames: readonly string[], traded: readonly string[]): Promise<string[]> {
  const contracts = await trx
    .selectFrom('trading_contracts')
    .select('account_id')
    .where('trade_index', '=', INDEX)
    .where('period_name_abs', 'in', periodNames)
    .distinct()
    .execute();
  return [...new Set([...traded, ...contracts.map((row) => row.account_id)])].sort();
}

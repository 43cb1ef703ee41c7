/**
 * Row → contract model mappings shared by several handler modules, and paging helpers.
 * Handlers return these typed objects; the contract's response schemas serialize them.
 */
import type { Selectable } from 'kysely';

import type { Order } from '../generated/model/order';
import type { Pagination } from '../generated/model/pagination';
import type { PriceAlert } from '../generated/model/priceAlert';
import type { PriceUnit } from '../generated/model/priceUnit';
import type { SupportQuery } from '../generated/model/supportQuery';
import type { VolumeUnit } from '../generated/model/volumeUnit';
import type { TradeIndex } from '../generated/model/tradeIndex';
import type { OrdersTable, PriceAlertsTable, SupportQueriesTable, UsersTable } from './db/schema';

export const priceUnitOf = (index: TradeIndex): PriceUnit => (index === 'GASNBP' ? 'p/therm' : '£/MWh');
export const volumeUnitOf = (index: TradeIndex): VolumeUnit => (index === 'GASNBP' ? 'therms/day' : 'MW');
export const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrder(row: Selectable<OrdersTable>): Order {
  return {
    id: row.id,
    reference: row.reference,
    accountId: row.account_id,
    orderDate: iso(row.order_date),
    tradeIndex: row.trade_index,
    deliveryPeriod: row.period_name_abs,
    volume: row.volume,
    unit: volumeUnitOf(row.trade_index),
    tradeDirection: row.trade_direction,
    priceType: row.price_type,
    limitPrice: row.limit_price,
    executedPrice: row.executed_price,
    value: row.value,
    status: row.status,
    statusReason: row.status_reason,
    updatedDate: iso(row.status_changed_at),
    priceUnit: priceUnitOf(row.trade_index),
    expiryDate: row.expiry_date,
    triggerPrice: row.trigger_price,
    bracket:
      row.bracket_id && row.linked_order_id
        ? { bracketId: row.bracket_id, linkedOrderId: row.linked_order_id, linkedOrderReference: row.linked_order_reference ?? '' }
        : null,
    executedDate: row.executed_on,
  };
}

/** The latest published close of an alert's product, when known. */
export interface LatestClose {
  price: number | string | null;
  date: string | null;
}

/**
 * An alert as the contract shows it. Its status follows from the row: triggered once fired,
 * expired once its expiry day has passed (London) without firing, else active.
 */
export function toPriceAlert(row: Selectable<PriceAlertsTable>, today: string, latest: LatestClose = { price: null, date: null }): PriceAlert {
  return {
    id: row.id,
    accountId: row.account_id,
    tradeIndex: row.trade_index,
    deliveryPeriod: row.period_name_abs,
    direction: row.direction,
    targetPrice: Number(row.target_price),
    priceType: 'closing',
    originalPrice: row.original_price === null ? null : Number(row.original_price),
    priceUnit: priceUnitOf(row.trade_index),
    expiryDate: row.expiry_date,
    status: row.triggered_at ? 'triggered' : row.expiry_date < today ? 'expired' : 'active',
    triggeredAt: isoOrNull(row.triggered_at),
    triggeredPrice: row.triggered_price === null ? null : Number(row.triggered_price),
    triggeredPriceDate: row.triggered_price_date ?? (row.triggered_at ? row.triggered_at.toISOString().slice(0, 10) : null),
    latestPrice: latest.price === null ? null : Number(latest.price),
    latestPriceDate: latest.date,
    createdDate: iso(row.created_at),
  };
}

export function toSupportQuery(row: Selectable<SupportQueriesTable> & { comment_count: number | string }): SupportQuery {
  return {
    id: row.id,
    reference: row.reference,
    accountId: row.account_id,
    subject: row.subject,
    createDate: iso(row.create_date),
    pipelineStage: row.pipeline_stage,
    updatedDate: iso(row.updated_date),
    commentCount: Number(row.comment_count),
  };
}

export interface PageQuery {
  page?: number;
  perPage?: number;
}

export function paging(query: PageQuery): Pagination & { offset: number } {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 10;
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Escapes LIKE wildcards so a search term matches literally. */
/** A user as every contract shape names them (profile, admin list, contacts). */
export const userIdentity = (user: Pick<Selectable<UsersTable>, 'id' | 'hs_id' | 'email' | 'firstname' | 'lastname' | 'role' | 'account_status'>) => ({
  id: user.id,
  hsId: user.hs_id,
  email: user.email,
  firstname: user.firstname ?? '',
  lastname: user.lastname ?? '',
  role: user.role,
  accountStatus: user.account_status,
});

export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const fullName = (user: { firstname: string | null; lastname: string | null; email: string }) =>
  [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;

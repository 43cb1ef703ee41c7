import type { OrderApproval } from '@generated/model/orderApproval';
import type { OrderApprovalList } from '@generated/model/orderApprovalList';
import type { TradeAuthorityResponse } from '@generated/model/tradeAuthorityResponse';

/** Fixed approvals and trade authority of the Harbour Group for the approvals and user admin stories. */

const waiting = (fields: Partial<OrderApproval> & { id: string; reference: string }): OrderApproval => ({
  order: {
    id: fields.id,
    reference: fields.reference,
    accountId: '52001',
    orderDate: '2026-11-23T09:12:00Z',
    tradeIndex: 'POWERUKBASECAL',
    deliveryPeriod: 'Q2-27',
    volume: 3,
    unit: 'MW',
    tradeDirection: 'buy',
    priceType: 'market',
    limitPrice: null,
    triggerPrice: null,
    bracket: null,
    executedPrice: null,
    value: 512_460,
    status: 'awaiting_approval',
    statusReason: 'Awaiting approval: 3 MW is above your largest volume per order of 2 MW',
    updatedDate: '2026-11-23T09:12:00Z',
    priceUnit: '£/MWh',
    expiryDate: null,
    executedDate: null,
  },
  maker: { id: 'ml|1002', name: 'Rajesh Patel' },
  reasons: [{ code: 'order_volume', message: '3 MW is above your largest volume per order of 2 MW' }],
  approvers: [{ id: 'ml|1013', name: 'Morag Keane' }],
  madeByYou: false,
  canDecide: true,
  ...fields,
});

export const toApprove = waiting({ id: '0d5e7a11-4000-4a00-8a00-000000085001', reference: 'ML-26-004311' });

export const toApproveTwoReasons = waiting({
  id: '0d5e7a11-4000-4a00-8a00-000000085002',
  reference: 'ML-26-004312',
  reasons: [
    { code: 'order_value', message: '£512,460.00 is above your largest value per order of £100,000.00' },
    { code: 'daily_value', message: '£512,460.00 with the £80,000.00 you placed earlier today is above your daily limit of £250,000.00' },
  ],
});

export const myWaitingOrder = waiting({
  id: '0d5e7a11-4000-4a00-8a00-000000085003',
  reference: 'ML-26-004313',
  madeByYou: true,
  canDecide: false,
});

export const approvalList = (items: OrderApproval[]): OrderApprovalList => ({ data: items });

export const rajeshAuthority: TradeAuthorityResponse = {
  data: {
    userId: 'ml|1002',
    limits: [
      { tradeIndex: 'POWERUKBASECAL', unit: 'MW', set: true, mayTrade: true, maxOrderVolume: 2, maxOrderValue: 100_000, maxDailyValue: 250_000, mayApprove: false, updatedAt: '2026-11-16T09:30:00Z', updatedBy: { id: 'ml|1004', name: 'Fiona MacLeod' } },
      { tradeIndex: 'POWERUKPEAKCAL', unit: 'MW', set: false, mayTrade: true, maxOrderVolume: null, maxOrderValue: null, maxDailyValue: null, mayApprove: false, updatedAt: null, updatedBy: null },
      { tradeIndex: 'GASNBP', unit: 'therms/day', set: false, mayTrade: true, maxOrderVolume: null, maxOrderValue: null, maxDailyValue: null, mayApprove: false, updatedAt: null, updatedBy: null },
    ],
  },
};

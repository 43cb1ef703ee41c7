// The new-order form's checks (src/features/orders/utils/order-form.ts) are the server's rules.
import { describe, expect, it } from 'vitest';

import { checkOrderForm, EMPTY_ORDER_FORM, ORDER_FORM_INPUT, orderFormSchema, productKey, requestedOrder, requestedProduct, type OrderFormValues } from '@/features/orders/utils/order-form';
import { formProblems } from '@/lib/contract-form';

import { placementProblem } from '../../../server/orders/rules';
import { baseQ2 } from '../../../stories/orders/fixtures';

// Q2-27 baseload, the stories' product: 6.5 of 10 MW hedged, 1 MW pending buy, clip 1 MW.
const product = baseQ2;
const DAY = '2026-11-23';
const form = (values: Partial<OrderFormValues>): OrderFormValues => ({ ...EMPTY_ORDER_FORM, product: productKey(product), ...values });
const check = (values: Partial<OrderFormValues>) => checkOrderForm(form(values), product, '100234', DAY);

describe('checkOrderForm', () => {
  it('builds the request the server expects from what was typed', () => {
    expect(check({ volume: ' 2.5 ' }).request).toEqual({ accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 2.5, priceType: 'market' });
    expect(check({ volume: '2', priceType: 'limit', limitPrice: '80.5', expiryDate: '2027-01-15' }).request).toMatchObject({ priceType: 'limit', limitPrice: 80.5, expiryDate: '2027-01-15' });
    expect(check({ volume: '2', priceType: 'limit', limitPrice: '80.5' }).request).toMatchObject({ limitPrice: 80.5, expiryDate: null });
  });

  it('reads the inputs first: missing, not a number, out of range', () => {
    expect(checkOrderForm(EMPTY_ORDER_FORM, undefined, '100234', DAY).errors).toEqual({ deliveryPeriod: 'Choose the product to trade', volume: 'Enter the volume' });
    expect(check({ volume: '2,5' }).errors.volume).toMatch(/as a number/);
    expect(check({ volume: '0' }).errors.volume).toMatch(/more than 0/);
    expect(check({ volume: '1000001' }).errors.volume).toMatch(/at most 1,000,000/);
    expect(check({ volume: '2', priceType: 'limit' }).errors.limitPrice).toBe('A limit order needs a limit price');
    expect(check({ volume: '2', priceType: 'limit', limitPrice: '10001' }).errors.limitPrice).toMatch(/at most 10,000/);
  });

  it('shows exactly the server rule and message on the field it names', () => {
    const cases: Partial<OrderFormValues>[] = [
      { volume: '2.51' },
      { volume: '2.5' },
      { volume: '0.99' },
      { volume: '1.155' },
      { tradeDirection: 'sell', volume: '6.01' },
      { tradeDirection: 'sell', volume: '6' },
      { volume: '2', priceType: 'limit', limitPrice: '70.125' },
      { volume: '2', priceType: 'limit', limitPrice: '70', expiryDate: '2026-11-20' },
      { volume: '2', priceType: 'limit', limitPrice: '70', expiryDate: '2027-03-29' },
      { volume: '2', priceType: 'limit', limitPrice: '70', expiryDate: '2027-03-26' },
    ];
    for (const values of cases) {
      const typed = form(values);
      const server = placementProblem(
        {
          tradeDirection: typed.tradeDirection,
          volume: Number(typed.volume),
          priceType: typed.priceType === 'bracket' ? 'limit' : typed.priceType,
          limitPrice: typed.priceType === 'limit' ? Number(typed.limitPrice) : undefined,
          expiryDate: typed.priceType === 'limit' && typed.expiryDate ? typed.expiryDate : undefined,
        },
        product,
        DAY,
      );
      const result = checkOrderForm(typed, product, '100234', DAY);
      expect(result.errors, JSON.stringify(values)).toEqual(server ? { [server.field]: server.message } : {});
      expect(result.request === null, JSON.stringify(values)).toBe(server !== undefined);
    }
  });

  it('refuses a period past its trade deadline, as the server does', () => {
    expect(checkOrderForm(form({ volume: '2' }), product, '100234', '2027-03-29').errors.deliveryPeriod).toMatch(/trade deadline was 2027-03-26/);
  });

  it('puts each problem on its input in the form’s schema: the product answers for the delivery period', () => {
    const schema = orderFormSchema(() => undefined, '100234', DAY);
    expect(formProblems(schema, EMPTY_ORDER_FORM)).toEqual({ product: 'Choose the product to trade', volume: 'Enter the volume' });
    expect(ORDER_FORM_INPUT.volume).toBe('volume');
  });

  it('takes its limits from the contract', () => {
    expect(check({ volume: '1000000.01' }).errors.volume).toBe('The volume may be at most 1,000,000');
  });
});

describe('requestedProduct (a fired alert’s "Place an order" link)', () => {
  it('starts the form on the product the link names', () => {
    expect(requestedProduct(new URLSearchParams('tradeIndex=GASNBP&period=Apr-27'))).toBe('GASNBP:Apr-27');
  });

  it('starts empty when the link names no product, half of one or an unknown index', () => {
    expect(requestedProduct(new URLSearchParams(''))).toBe('');
    expect(requestedProduct(new URLSearchParams('tradeIndex=GASNBP'))).toBe('');
    expect(requestedProduct(new URLSearchParams('tradeIndex=COAL&period=Apr-27'))).toBe('');
  });
});

describe('requestedOrder (the alert’s product and price)', () => {
  it('starts a limit order at the alert’s price on its product', () => {
    expect(requestedOrder(new URLSearchParams('tradeIndex=GASNBP&period=Apr-27&limitPrice=85.00'))).toEqual({ ...EMPTY_ORDER_FORM, product: 'GASNBP:Apr-27', priceType: 'limit', limitPrice: '85.00' });
  });

  it('ignores a price that is not a plain decimal, or without a product', () => {
    expect(requestedOrder(new URLSearchParams('tradeIndex=GASNBP&period=Apr-27&limitPrice=abc'))).toEqual({ ...EMPTY_ORDER_FORM, product: 'GASNBP:Apr-27' });
    expect(requestedOrder(new URLSearchParams('limitPrice=85'))).toEqual(EMPTY_ORDER_FORM);
  });
});

describe('checkOrderForm for stops and brackets', () => {
  it('builds a stop request with its trigger and expiry', () => {
    expect(check({ volume: '2', priceType: 'stop', triggerPrice: '90', expiryDate: '2027-01-15' }).request).toEqual({
      accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 2, priceType: 'stop', triggerPrice: 90, expiryDate: '2027-01-15',
    });
    expect(check({ volume: '2', priceType: 'stop' }).errors.triggerPrice).toBe('A stop order needs a trigger price');
  });

  it('builds a bracket, assessed as its dearer leg (a buy’s stop), volume counted once', () => {
    const result = check({ volume: '2.5', priceType: 'bracket', limitPrice: '70', triggerPrice: '90' });
    expect(result.bracket).toEqual({ accountId: '100234', tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 2.5, limitPrice: 70, triggerPrice: 90, expiryDate: null });
    expect(result.request).toMatchObject({ priceType: 'stop', triggerPrice: 90, volume: 2.5 });
    expect(check({ volume: '2', priceType: 'bracket', limitPrice: '70', triggerPrice: '90', tradeDirection: 'sell' }).errors.triggerPrice).toMatch(/must be below its limit/);
  });

  it('refuses legs in the wrong order on the trigger, and wants both prices', () => {
    expect(check({ volume: '2', priceType: 'bracket', limitPrice: '90', triggerPrice: '70' }).errors).toEqual({ triggerPrice: "A buy bracket's stop (70) must be above its limit (90), so one close can trigger only one of them" });
    expect(check({ volume: '2', priceType: 'bracket' }).errors).toEqual({ limitPrice: 'A bracket needs a take-profit limit price', triggerPrice: 'A bracket needs a stop-loss trigger price' });
  });
});

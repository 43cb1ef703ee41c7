/**
 * What a new or edited price alert must satisfy (docs/price-alerts.md), answered as 400 naming
 * the field (the value rules are domain/alert-rules.ts, which the form checks too): a target above 0 with at most two decimals; a product that is tradable for the
 * account now — in its contract and listed with a closing price on the latest publication day,
 * the same rule as placing an order (docs/trading.md); an expiry from today (London) to the day
 * before the delivery period starts. The product's latest close (and its day) becomes the alert's
 * originalPrice.
 */
import type { Kysely } from 'kysely';

import type { AlertDirection } from '../../generated/model/alertDirection';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { expiryProblem, MAX_TARGET_PRICE, targetPriceProblem } from '../../domain/alert-rules';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { latestPublishedDay } from '../closing-prices/queries';
import { findContract } from '../orders/queries';
import { closeOn } from './queries';

export interface AlertInput {
  tradeIndex: TradeIndex;
  deliveryPeriod: string;
  direction: AlertDirection;
  targetPrice: number;
  expiryDate: string;
}

/** Checks the input for the account; returns the product's latest close. */
export async function checkAlertInput(db: Kysely<Database>, accountId: string, input: AlertInput, today: string): Promise<{ originalPrice: number; originalPriceDate: string }> {
  const targetProblem = targetPriceProblem(input.targetPrice);
  if (targetProblem === 'not-above-zero') throw badRequest('The target price must be more than 0', 'targetPrice');
  if (targetProblem === 'not-a-price') throw badRequest('The target price may have at most two decimals', 'targetPrice');
  if (targetProblem === 'too-high') throw badRequest(`The target price must be at most ${MAX_TARGET_PRICE}`, 'targetPrice');
  const product = `${input.tradeIndex} ${input.deliveryPeriod}`;
  const contract = await findContract(db, accountId, input.tradeIndex, input.deliveryPeriod);
  if (!contract) throw badRequest(`${product} is not in this account's contract`, 'deliveryPeriod');
  const latest = await latestPublishedDay(db);
  const close = latest ? await closeOn(db, input.tradeIndex, input.deliveryPeriod, latest) : undefined;
  if (!close) throw badRequest(`${product} is not listed with a closing price, so it cannot be watched now`, 'deliveryPeriod');
  const expiry = expiryProblem(input.expiryDate, today, contract.delivery_start);
  if (expiry === 'in-the-past') throw badRequest('The expiry date must be today or later', 'expiryDate');
  if (expiry === 'not-before-delivery') throw badRequest(`The expiry date must be before ${product} starts delivery on ${contract.delivery_start}`, 'expiryDate');
  return { originalPrice: Number(close.price), originalPriceDate: close.price_date };
}

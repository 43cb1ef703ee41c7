/** Tag `transactions`, HTTP side: request in, contract shape out (the CSV as a streamed download); the rules are in service.ts. */
import { Readable } from 'node:stream';

import type { ExportTransactionsCsvParams } from '../../generated/model/exportTransactionsCsvParams';
import type { ListTransactionsParams } from '../../generated/model/listTransactionsParams';
import type { TransactionPage } from '../../generated/model/transactionPage';
import type { Transaction } from '../../generated/model/transaction';
import type { DisputeTradeRequest } from '../../generated/model/disputeTradeRequest';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const listTransactions: Handler<{ Querystring: ListTransactionsParams }, TransactionPage> = async (request) =>
  service.listTransactions(serviceContext(request), request.query);

const exportTransactionsCsv: Handler<{ Querystring: ExportTransactionsCsvParams }> = async (request, reply) => {
  const { fileName, lines } = service.exportTransactionsCsv(serviceContext(request), request.query);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(lines));
};

type TradeParams = { Params: { transactionId: string } };

const confirmTrade: Handler<TradeParams, Transaction> = async (request) => service.confirmTrade(serviceContext(request), request.params.transactionId);

const disputeTrade: Handler<TradeParams & { Body: DisputeTradeRequest }, Transaction> = async (request) =>
  service.disputeTrade(serviceContext(request), request.params.transactionId, request.body);

export const transactionsHandlers = { listTransactions, exportTransactionsCsv, confirmTrade, disputeTrade };

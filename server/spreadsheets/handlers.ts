/**
 * Tag `spreadsheets`, HTTP side: the .xlsx downloads (docs/files.md, "Spreadsheets"). Each
 * workbook is built by the service of the tag whose data it holds (transactions, position,
 * closing-prices: the same access and queries as the JSON operation it mirrors) and streamed
 * here. The tag is the contract's so the browser's client for the downloads is a module of its
 * own, loaded only with the pages that offer one.
 */
import type { ExportClosingPriceHistoryXlsxParams } from '../../generated/model/exportClosingPriceHistoryXlsxParams';
import type { ExportPositionOverviewXlsxParams } from '../../generated/model/exportPositionOverviewXlsxParams';
import type { ExportTransactionsXlsxParams } from '../../generated/model/exportTransactionsXlsxParams';
import * as closingPrices from '../closing-prices/service';
import { type Handler, serviceContext } from '../handler';
import * as position from '../position/service';
import * as transactions from '../transactions/service';
import { sendXlsx } from './reply';

const exportTransactionsXlsx: Handler<{ Querystring: ExportTransactionsXlsxParams }> = async (request, reply) => {
  const { fileName, body } = transactions.exportTransactionsXlsx(serviceContext(request), request.query);
  return sendXlsx(reply, fileName, body);
};

const exportPositionOverviewXlsx: Handler<{ Querystring: ExportPositionOverviewXlsxParams }> = async (request, reply) => {
  const { fileName, body } = await position.exportPositionOverviewXlsx(serviceContext(request), request.query);
  return sendXlsx(reply, fileName, body);
};

const exportClosingPriceHistoryXlsx: Handler<{ Querystring: ExportClosingPriceHistoryXlsxParams }> = async (request, reply) => {
  const { fileName, body } = await closingPrices.exportClosingPriceHistoryXlsx(serviceContext(request), request.query);
  return sendXlsx(reply, fileName, body);
};

export const spreadsheetsHandlers = { exportTransactionsXlsx, exportPositionOverviewXlsx, exportClosingPriceHistoryXlsx };

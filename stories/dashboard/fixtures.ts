/**
 * The dashboards' API as their stories answer it: each panel's generated handler with
 * the fixed data of that panel's feature.
 */
import { getListAccountContactsMockHandler } from '@generated/api/accounts/accounts.msw';
import { getGetClosingPriceHistoryMockHandler, getGetLatestClosingPricesMockHandler } from '@generated/api/closing-prices/closing-prices.msw';
import { getListOrdersMockHandler } from '@generated/api/orders/orders.msw';
import { getListOwnersMockHandler } from '@generated/api/owners/owners.msw';
import { getGetPositionOverviewMockHandler } from '@generated/api/position/position.msw';
import { getGetLatestPostMockHandler } from '@generated/api/posts/posts.msw';

import { historyFor, latestClosingPricesFor } from '../closing-prices/fixtures';
import { latestReport } from '../market-information/fixtures';
import { accountContacts, owners } from '../owners/fixtures';
import { POWER_POSITION, positionResponse } from '../position/fixtures';
import { LATEST_ORDERS, ordersPage } from './trading-fixtures';

export const dashboardHandlers = [
  getGetLatestClosingPricesMockHandler(latestClosingPricesFor),
  getGetClosingPriceHistoryMockHandler(historyFor),
  getGetLatestPostMockHandler({ data: latestReport }),
  getListOwnersMockHandler(owners),
  getListAccountContactsMockHandler({ data: { users: accountContacts } }),
  getListOrdersMockHandler(ordersPage(LATEST_ORDERS)),
  getGetPositionOverviewMockHandler(positionResponse(POWER_POSITION)),
];

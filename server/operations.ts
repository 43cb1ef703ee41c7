/**
 * The operations of the contract: each tag's handlers (server/<tag>/handlers.ts), merged here. The resolver
 * answers every other operation of openapi/market-lens.yaml with 501 in the error shape,
 * so the contract's full route table (validation, auth) exists before each feature lands.
 */
import type { FastifyReply } from 'fastify';

import { errorBody } from './errors';
import { accountsHandlers } from './accounts/handlers';
import { adminHandlers } from './admin/handlers';
import { approvalsHandlers } from './approvals/handlers';
import { closingPricesHandlers } from './closing-prices/handlers';
import { contractHandlers } from './contract/handlers';
import { filesHandlers } from './files/handlers';
import { hedgingPolicyHandlers } from './hedging-policy/handlers';
import { healthHandlers } from './health/handlers';
import { informationResourcesHandlers } from './information-resources/handlers';
import { messagesHandlers } from './messages/handlers';
import { settingsHandlers } from './settings/handlers';
import { ordersHandlers } from './orders/handlers';
import { ownersHandlers, ownersRouteOptions } from './owners/handlers';
import { permissionsHandlers } from './permissions/handlers';
import { positionHandlers } from './position/handlers';
import { postsHandlers } from './posts/handlers';
import { priceAlertsHandlers } from './price-alerts/handlers';
import { searchHandlers } from './search/handlers';
import { spreadsheetsHandlers } from './spreadsheets/handlers';
import { supportHandlers } from './support/handlers';
import { termsHandlers } from './terms/handlers';
import { transactionsHandlers } from './transactions/handlers';
import type { AnyHandler } from './handler';
import { userHandlers } from './user/handlers';
import { whatIfHandlers } from './what-if/handlers';

const service: Record<string, AnyHandler> = {
  ...userHandlers,
  ...termsHandlers,
  ...searchHandlers,
  ...messagesHandlers,
  ...settingsHandlers,
  ...accountsHandlers,
  ...permissionsHandlers,
  ...postsHandlers,
  ...closingPricesHandlers,
  ...ownersHandlers,
  ...filesHandlers,
  ...informationResourcesHandlers,
  ...adminHandlers,
  ...ordersHandlers,
  ...approvalsHandlers,
  ...transactionsHandlers,
  ...positionHandlers,
  ...spreadsheetsHandlers,
  ...contractHandlers,
  ...whatIfHandlers,
  ...supportHandlers,
  ...priceAlertsHandlers,
  ...hedgingPolicyHandlers,
  ...healthHandlers,
};

/** Extra Fastify route options of some operations (e.g. a check that runs before the schema's). */
const routeOptions: Record<string, object> = {
  ...ownersRouteOptions,
};

export const implementedOperations = (): string[] => Object.keys(service).sort();

const notImplemented = (operationId: string) => async (_request: unknown, reply: FastifyReply) =>
  reply.code(501).send(errorBody(501, `${operationId} is not implemented yet`));

/** fastify-openapi-glue operationResolver: the route options of one contract operation. */
export function resolveOperation(operationId: string) {
  return {
    ...routeOptions[operationId],
    handler: service[operationId] ?? notImplemented(operationId),
    config: { operationId },
  };
}

/**
 * The service behind the contract: one handler module per tag, merged here. The resolver
 * answers every other operation of openapi/market-lens.yaml with 501 in the error shape,
 * so the contract's full route table (validation, auth) exists before each feature lands.
 */
import type { FastifyReply } from 'fastify';

import { errorBody } from './errors';
import { accountsHandlers } from './accounts/handlers';
import { adminHandlers } from './admin/handlers';
import { closingPricesHandlers } from './handlers/closing-prices';
import { filesHandlers } from './handlers/files';
import { healthHandlers } from './handlers/health';
import { informationResourcesHandlers } from './handlers/information-resources';
import { messagesHandlers } from './handlers/messages';
import { notificationSettingsHandlers } from './handlers/notification-settings';
import { ordersHandlers } from './handlers/orders';
import { ownersHandlers, ownersRouteOptions } from './owners/handlers';
import { passwordHandlers } from './handlers/password';
import { permissionsHandlers } from './permissions/handlers';
import { positionHandlers } from './handlers/position';
import { postsHandlers } from './handlers/posts';
import { priceAlertsHandlers } from './price-alerts/handlers';
import { searchHandlers } from './handlers/search';
import { supportHandlers } from './support/handlers';
import { termsHandlers } from './handlers/terms';
import { transactionsHandlers } from './handlers/transactions';
import type { AnyHandler } from './handler';
import { userHandlers } from './handlers/user';

const service: Record<string, AnyHandler> = {
  ...userHandlers,
  ...termsHandlers,
  ...searchHandlers,
  ...messagesHandlers,
  ...notificationSettingsHandlers,
  ...accountsHandlers,
  ...permissionsHandlers,
  ...postsHandlers,
  ...closingPricesHandlers,
  ...ownersHandlers,
  ...filesHandlers,
  ...informationResourcesHandlers,
  ...adminHandlers,
  ...passwordHandlers,
  ...ordersHandlers,
  ...transactionsHandlers,
  ...positionHandlers,
  ...supportHandlers,
  ...priceAlertsHandlers,
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

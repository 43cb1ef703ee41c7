/** Tag `contract`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { FastifyRequest } from 'fastify';

import type { ContractChangesResponse } from '../../generated/model/contractChangesResponse';
import type { ContractPeriodsResponse } from '../../generated/model/contractPeriodsResponse';
import type { ListContractChangesParams } from '../../generated/model/listContractChangesParams';
import type { ListContractPeriodsParams } from '../../generated/model/listContractPeriodsParams';
import type { ReforecastRequest } from '../../generated/model/reforecastRequest';
import type { RequestOrigin } from '../admin/audit-log-service';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const origin = (request: FastifyRequest): RequestOrigin => ({ method: request.method, path: request.url, ip: request.ip, log: request.log });

const listContractPeriods: Handler<{ Querystring: ListContractPeriodsParams }, ContractPeriodsResponse> = async (request) => ({
  data: await service.listContractPeriods(serviceContext(request), request.query),
});

const listContractChanges: Handler<{ Querystring: ListContractChangesParams }, ContractChangesResponse> = async (request) => ({
  data: await service.listContractChanges(serviceContext(request), request.query),
});

const reforecastContractPeriod: Handler<{ Body: ReforecastRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.reforecastContractPeriod(serviceContext(request), origin(request), request.body) });

export const contractHandlers = { listContractPeriods, listContractChanges, reforecastContractPeriod };

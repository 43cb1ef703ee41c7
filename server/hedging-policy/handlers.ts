/** Tag `hedging-policy`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { FastifyRequest } from 'fastify';

import type { AdoptHedgingPolicyRequest } from '../../generated/model/adoptHedgingPolicyRequest';
import type { DecideHedgingPolicyProposalRequest } from '../../generated/model/decideHedgingPolicyProposalRequest';
import type { GetHedgingPolicyParams } from '../../generated/model/getHedgingPolicyParams';
import type { HedgingPolicyResponse } from '../../generated/model/hedgingPolicyResponse';
import type { ProposeHedgingPolicyRequest } from '../../generated/model/proposeHedgingPolicyRequest';
import type { SaveHedgingPolicyRequest } from '../../generated/model/saveHedgingPolicyRequest';
import type { RequestOrigin } from '../admin/audit-log-service';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const origin = (request: FastifyRequest): RequestOrigin => ({ method: request.method, path: request.url, ip: request.ip, log: request.log });

const getHedgingPolicy: Handler<{ Querystring: GetHedgingPolicyParams }, HedgingPolicyResponse> = async (request) => ({
  data: await service.getHedgingPolicy(serviceContext(request), request.query),
});

const saveHedgingPolicy: Handler<{ Body: SaveHedgingPolicyRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.saveHedgingPolicy(serviceContext(request), origin(request), request.body) });

const adoptHedgingPolicy: Handler<{ Body: AdoptHedgingPolicyRequest }, HedgingPolicyResponse> = async (request) => ({
  data: await service.adoptHedgingPolicy(serviceContext(request), origin(request), request.body),
});

const proposeHedgingPolicy: Handler<{ Body: ProposeHedgingPolicyRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.proposeHedgingPolicy(serviceContext(request), origin(request), request.body) });

const decideHedgingPolicyProposal: Handler<{ Params: { proposalId: string }; Body: DecideHedgingPolicyProposalRequest }, HedgingPolicyResponse> = async (
  request,
) => ({
  data: await service.decideHedgingPolicyProposal(serviceContext(request), origin(request), request.params.proposalId, request.body),
});

export const hedgingPolicyHandlers = { getHedgingPolicy, saveHedgingPolicy, adoptHedgingPolicy, proposeHedgingPolicy, decideHedgingPolicyProposal };

/** Tag `support`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { AddSupportQueryCommentRequest } from '../../generated/model/addSupportQueryCommentRequest';
import type { CreateMeetingRequestRequest } from '../../generated/model/createMeetingRequestRequest';
import type { CreateSupportQueryRequest } from '../../generated/model/createSupportQueryRequest';
import type { FaqsResponse } from '../../generated/model/faqsResponse';
import type { ListMeetingSlotsParams } from '../../generated/model/listMeetingSlotsParams';
import type { ListSupportQueriesParams } from '../../generated/model/listSupportQueriesParams';
import type { MeetingSlots } from '../../generated/model/meetingSlots';
import type { SupportContactResponse } from '../../generated/model/supportContactResponse';
import type { SupportQueryDetailResponse } from '../../generated/model/supportQueryDetailResponse';
import type { SupportQueryPage } from '../../generated/model/supportQueryPage';
import type { UpdateSupportQueryRequest } from '../../generated/model/updateSupportQueryRequest';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

type QueryRoute = { Params: { queryId: string } };

const listSupportQueries: Handler<{ Querystring: ListSupportQueriesParams }, SupportQueryPage> = async (request) =>
  service.listSupportQueries(serviceContext(request), request.query);

const getSupportQuery: Handler<QueryRoute, SupportQueryDetailResponse> = async (request) => ({
  data: await service.getSupportQuery(serviceContext(request), request.params.queryId),
});

const createSupportQuery: Handler<{ Body: CreateSupportQueryRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.createSupportQuery(serviceContext(request), request.body) });

const addSupportQueryComment: Handler<QueryRoute & { Body: AddSupportQueryCommentRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.addSupportQueryComment(serviceContext(request), request.params.queryId, request.body) });

const updateSupportQuery: Handler<QueryRoute & { Body: UpdateSupportQueryRequest }, SupportQueryDetailResponse> = async (request) => ({
  data: await service.updateSupportQuery(serviceContext(request), request.params.queryId, request.body),
});

const listFaqs: Handler<object, FaqsResponse> = async (request) => ({ data: await service.listFaqs(serviceContext(request)) });

const getSupportContact: Handler<object, SupportContactResponse> = async (request) => ({ data: service.getSupportContact(serviceContext(request)) });

const listMeetingSlots: Handler<{ Querystring: ListMeetingSlotsParams }, MeetingSlots> = async (request) =>
  service.listMeetingSlots(serviceContext(request), request.query);

const createMeetingRequest: Handler<{ Body: CreateMeetingRequestRequest }> = async (request, reply) =>
  reply.code(201).send({ data: await service.createMeetingRequest(serviceContext(request), request.body) });

export const supportHandlers = {
  listSupportQueries,
  getSupportQuery,
  createSupportQuery,
  addSupportQueryComment,
  updateSupportQuery,
  listFaqs,
  getSupportContact,
  listMeetingSlots,
  createMeetingRequest,
};

/** Tag `messages`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { ListMessagesParams } from '../../generated/model/listMessagesParams';
import type { MarkAllReadResponse } from '../../generated/model/markAllReadResponse';
import type { MessageDetailResponse } from '../../generated/model/messageDetailResponse';
import type { MessagePage } from '../../generated/model/messagePage';
import type { MessageResponse } from '../../generated/model/messageResponse';
import type { UnreadCountResponse } from '../../generated/model/unreadCountResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

type MessageParams = { Params: { messageId: string } };

const getUnreadMessageCount: Handler<object, UnreadCountResponse> = async (request) => ({
  data: await service.getUnreadMessageCount(serviceContext(request)),
});

const listMessages: Handler<{ Querystring: ListMessagesParams }, MessagePage> = async (request) => service.listMessages(serviceContext(request), request.query);

const getMessage: Handler<MessageParams, MessageDetailResponse> = async (request) => ({
  data: await service.getMessage(serviceContext(request), request.params.messageId),
});

const markMessageRead: Handler<MessageParams, MessageResponse> = async (request) => ({
  data: await service.markMessageRead(serviceContext(request), request.params.messageId),
});

const markAllMessagesRead: Handler<object, MarkAllReadResponse> = async (request) => ({
  data: await service.markAllMessagesRead(serviceContext(request)),
});

export const messagesHandlers = { getUnreadMessageCount, listMessages, getMessage, markMessageRead, markAllMessagesRead };

/** Tag `accounts`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { Account } from '../../generated/model/account';
import type { AccountContactsResponse } from '../../generated/model/accountContactsResponse';
import type { ListAccountContactsParams } from '../../generated/model/listAccountContactsParams';
import type { Permission } from '../../generated/model/permission';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const listAccounts: Handler<object, Account[]> = async (request) => service.listAccounts(serviceContext(request));

const listAccountContacts: Handler<{ Querystring: ListAccountContactsParams }, AccountContactsResponse> = async (request) => ({
  data: await service.listAccountContacts(serviceContext(request), request.query),
});

const listUserAccountPermissions: Handler<{ Params: { accountId: string; hsId: string } }, Permission[]> = async (request) =>
  service.listUserAccountPermissions(serviceContext(request), request.params.accountId, request.params.hsId);

export const accountsHandlers = { listAccounts, listAccountContacts, listUserAccountPermissions };

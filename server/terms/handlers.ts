/** Tag `terms`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { TermsStatusResponse } from '../../generated/model/termsStatusResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const getTermsStatus: Handler<object, TermsStatusResponse> = async (request) => ({
  data: service.getTermsStatus(serviceContext(request)),
});

const acceptTerms: Handler<object, TermsStatusResponse> = async (request) => ({
  data: await service.acceptTerms(serviceContext(request)),
});

export const termsHandlers = { getTermsStatus, acceptTerms };

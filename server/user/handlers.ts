/** Tag `user`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { UpdateUserProfileRequest } from '../../generated/model/updateUserProfileRequest';
import type { UserProfileResponse } from '../../generated/model/userProfileResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

type ById = { Params: { id: string } };

const getUserProfile: Handler<ById, UserProfileResponse> = async (request) => ({
  data: service.getUserProfile(serviceContext(request), request.params.id),
});

const updateUserProfile: Handler<ById & { Body: UpdateUserProfileRequest }, UserProfileResponse> = async (request) => ({
  data: await service.updateUserProfile(serviceContext(request), request.params.id, request.body),
});

export const userHandlers = { getUserProfile, updateUserProfile };

/** Tag `terms`: terms-and-conditions acceptance, by the signed-in user (the actor in view-as). */
import type { TermsStatus } from '../../generated/model/termsStatus';
import type { ServiceContext } from '../handler';
import { acceptTermsOnce } from './queries';

const termsStatus = (accepted: Date | null): TermsStatus => ({ termsAcceptedDate: accepted ? accepted.toISOString() : null });

export const getTermsStatus = (context: ServiceContext): TermsStatus => termsStatus(context.user.user.terms_accepted_date);

export const acceptTerms = async (context: ServiceContext): Promise<TermsStatus> => termsStatus(await acceptTermsOnce(context.db, context.caller.actor.user.id));

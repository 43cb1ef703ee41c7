import * as z from 'zod/mini';

import type { CreateSupportQueryRequest } from '@generated/model/createSupportQueryRequest';
import type { SupportQueryCategory } from '@generated/model/supportQueryCategory';
import {
  addSupportQueryCommentBodyBodyMax,
  createSupportQueryBodyDescriptionMax,
  createSupportQueryBodyDescriptionMin,
  createSupportQueryBodySubjectMax,
  createSupportQueryBodySubjectMin,
} from '@generated/zod/support/support.zod';
import { trimmedText } from '@/lib/form-checks';

/** What a support query is about, as the form offers it. */
export const CATEGORY_LABELS: Record<SupportQueryCategory, string> = {
  billing: 'Billing and invoices',
  contract: 'Contract',
  trading: 'Trading and orders',
  metering: 'Metering and sites',
  technical: 'Using Market Lens',
  other: 'Something else',
};

/** The contract's limits (generated from openapi: CreateSupportQueryRequest, AddSupportQueryCommentRequest). */
export const SUBJECT_MIN = createSupportQueryBodySubjectMin;
export const SUBJECT_MAX = createSupportQueryBodySubjectMax;
export const DESCRIPTION_MIN = createSupportQueryBodyDescriptionMin;
export const DESCRIPTION_MAX = createSupportQueryBodyDescriptionMax;
export const COMMENT_MAX = addSupportQueryCommentBodyBodyMax;

export interface QueryFormValues {
  accountId: string;
  category: SupportQueryCategory | '';
  subject: string;
  description: string;
}

export type QueryFormField = keyof QueryFormValues;
export const QUERY_FORM_FIELDS: readonly QueryFormField[] = ['accountId', 'category', 'subject', 'description'];

/** The same rules the server applies (spaces around the text do not count). */
export const supportQuerySchema = z.object({
  accountId: z.string().check(z.minLength(1, 'Choose the account the query is about.')),
  category: z.string().check(z.minLength(1, 'Choose a category.')),
  subject: trimmedText(SUBJECT_MIN, SUBJECT_MAX, `Enter a subject of at least ${SUBJECT_MIN} characters.`, `Keep the subject to ${SUBJECT_MAX} characters.`),
  description: trimmedText(
    DESCRIPTION_MIN,
    DESCRIPTION_MAX,
    `Describe the query in at least ${DESCRIPTION_MIN} characters.`,
    `Keep the description to ${DESCRIPTION_MAX} characters.`,
  ),
});

export const commentSchema = z.object({
  body: trimmedText(1, COMMENT_MAX, 'Write a comment before sending it.', `Keep the comment to ${COMMENT_MAX} characters.`),
});

export function toCreateRequest(values: QueryFormValues): CreateSupportQueryRequest {
  return { accountId: values.accountId, category: values.category as SupportQueryCategory, subject: values.subject.trim(), description: values.description.trim() };
}

import type { CreateSupportQueryRequest } from '@generated/model/createSupportQueryRequest';
import type { SupportQueryCategory } from '@generated/model/supportQueryCategory';

/** What a support query is about, as the form offers it. */
export const CATEGORY_LABELS: Record<SupportQueryCategory, string> = {
  billing: 'Billing and invoices',
  contract: 'Contract',
  trading: 'Trading and orders',
  metering: 'Metering and sites',
  technical: 'Using Market Lens',
  other: 'Something else',
};

/** The contract's limits (openapi: CreateSupportQueryRequest, AddSupportQueryCommentRequest). */
export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 150;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 5000;

export interface QueryFormValues {
  accountId: string;
  category: SupportQueryCategory | '';
  subject: string;
  description: string;
}

export type QueryFormField = keyof QueryFormValues;
export type QueryFormErrors = Partial<Record<QueryFormField, string>>;

/** The same rules the server applies (spaces around the text do not count). */
export function validateQueryForm(values: QueryFormValues): QueryFormErrors {
  const errors: QueryFormErrors = {};
  if (!values.accountId) errors.accountId = 'Choose the account the query is about.';
  if (!values.category) errors.category = 'Choose a category.';
  const subject = values.subject.trim();
  if (subject.length < SUBJECT_MIN) errors.subject = `Enter a subject of at least ${SUBJECT_MIN} characters.`;
  else if (subject.length > SUBJECT_MAX) errors.subject = `Keep the subject to ${SUBJECT_MAX} characters.`;
  const description = values.description.trim();
  if (description.length < DESCRIPTION_MIN) errors.description = `Describe the query in at least ${DESCRIPTION_MIN} characters.`;
  else if (description.length > DESCRIPTION_MAX) errors.description = `Keep the description to ${DESCRIPTION_MAX} characters.`;
  return errors;
}

export function toCreateRequest(values: QueryFormValues): CreateSupportQueryRequest {
  return { accountId: values.accountId, category: values.category as SupportQueryCategory, subject: values.subject.trim(), description: values.description.trim() };
}

const FIELDS: readonly QueryFormField[] = ['accountId', 'category', 'subject', 'description'];

/** The form field a server 400 names (`field` of the error body), if it is one of the form's. */
export function formFieldOf(field: unknown): QueryFormField | undefined {
  return FIELDS.find((name) => name === field);
}

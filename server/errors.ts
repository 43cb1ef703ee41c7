/**
 * Every error leaves the API in the contract's shape `{ statusCode, error, message, field? }`:
 * validation failures as 400 naming the field, auth failures 401/403, unknown resources 404,
 * and anything unexpected as a logged 500 without internals.
 */
import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field);
export const unauthorized = (message = 'Missing or invalid bearer token') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

export function errorBody(statusCode: number, message: string, field?: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

interface AjvIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns an ajv issue into a message that names the field, and the field itself. */
function describeValidation(context: string | undefined, issue: AjvIssue | undefined): { message: string; field?: string } {
  if (!issue) return { message: 'The request is invalid' };
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const params = issue.params ?? {};
  const named = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const field = named ? (path ? `${path}.${named}` : named) : path || undefined;
  const where = context ?? 'request';
  if (params.additionalProperty) return { message: `${where}/${field} is not an allowed property`, field };
  if (params.missingProperty) return { message: `${where} must have required property '${field}'`, field };
  return { message: `${where}${path ? `/${path}` : ''} ${issue.message ?? 'is invalid'}`, field };
}

type RequestError = FastifyError & {
  validation?: AjvIssue[];
  validationContext?: string;
  errors?: unknown[];
};

export function errorHandler(error: RequestError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
    // Only with validateResponses (tests): the handler broke the contract. Say how.
    request.log.error({ err: error }, 'response does not match the contract');
    return reply.code(500).send(errorBody(500, `Response does not match the contract: ${error.message}`.slice(0, 2000)));
  }
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.field));
  }
  if (error.validation && (error.validationContext as string | undefined) !== 'response') {
    const { message, field } = describeValidation(error.validationContext, error.validation[0]);
    return reply.code(400).send(errorBody(400, message, field));
  }
  // The security handler wraps our ApiError in a SecurityError; surface the original reason.
  if (Array.isArray(error.errors)) {
    const cause = error.errors.find((candidate): candidate is ApiError => candidate instanceof ApiError);
    if (cause) return reply.code(cause.statusCode).send(errorBody(cause.statusCode, cause.message, cause.field));
    // Anything else failed while checking the token (e.g. the database): a real 500.
    request.log.error({ err: error.errors[0] }, 'security handler failed');
    return reply.code(500).send(errorBody(500, 'An unexpected error occurred. It has been logged.'));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large…
    return reply.code(status).send(errorBody(status, error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(500, 'An unexpected error occurred. It has been logged.'));
}

/** The name of the first string field holding a NUL character (PostgreSQL text cannot store one). */
export function findNulField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'request' : undefined;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = findNulField(child, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

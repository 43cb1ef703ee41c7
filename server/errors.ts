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
    /** Figures the contract adds to this error's body (e.g. a 409's `limitPriceRisk`). */
    readonly figures?: Record<string, unknown>,
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
/** A 409 the user may overrule after seeing `figures` (the contract names the property). */
export const needsConfirmation = (message: string, figures: Record<string, unknown>) => new ApiError(409, message, undefined, figures);

/** Longest `message` and `field` an error body carries (the contract allows 2000 and 200). */
export const MAX_MESSAGE_LENGTH = 500;
export const MAX_FIELD_LENGTH = 100;

const bound = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** A path as an error message may quote it: at most 100 characters. */
export const boundedPath = (path: string) => bound(path, 100);

/** The contract's error body; message and field are cut to their bounds, whoever built them. */
export function errorBody(statusCode: number, message: string, field?: string): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: bound(message || (STATUS_CODES[statusCode] ?? 'Error'), MAX_MESSAGE_LENGTH),
    ...(field ? { field: bound(field, MAX_FIELD_LENGTH) } : {}),
  };
}

/** The contract's pattern for free text that must hold more than spaces. */
const NOT_BLANK_PATTERN = '\\S';

interface AjvIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns an ajv issue into a message that names the field, and the field itself. */
function describeValidation(context: string | undefined, issue: AjvIssue | undefined): { message: string; field?: string } {
  if (!issue) return { message: 'The request is invalid' };
  const path = bound((issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'), MAX_FIELD_LENGTH);
  const params = issue.params ?? {};
  const rawName = (params.missingProperty ?? params.additionalProperty) as string | undefined;
  const named = rawName === undefined ? undefined : bound(rawName, MAX_FIELD_LENGTH);
  const field = named ? bound(path ? `${path}.${named}` : named, MAX_FIELD_LENGTH) : path || undefined;
  const where = context ?? 'request';
  if (params.additionalProperty) return { message: `${where}/${field} is not an allowed property`, field };
  if (params.missingProperty) return { message: `${where} must have required property '${field}'`, field };
  // The contract's "not blank" pattern for free text such as reasons (openapi: pattern '\S').
  if (params.pattern === NOT_BLANK_PATTERN) return { message: `${where}/${path} must not be blank`, field };
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
    return reply.code(error.statusCode).send({ ...errorBody(error.statusCode, error.message, error.field), ...error.figures });
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
    return reply.code(status).send(errorBody(status, clientErrorMessage(error, status)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(500, 'An unexpected error occurred. It has been logged.'));
}

/** Fastify's client-error messages, worded for the user (some quote the request). */
function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json)';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but its Content-Type is application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    default:
      return status === 415 ? 'The request body must be JSON (Content-Type: application/json)' : error.message;
  }
}

/**
 * The name of the first string holding a NUL character (PostgreSQL text cannot store one),
 * walked without recursion and with a bounded number of steps: parsed JSON is already bounded
 * in depth and size (json-body.ts), so the bound only guards other callers.
 */
export function findNulField(value: unknown, maxNodes = 100_000): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let visited = 0; pending.length > 0 && visited < maxNodes; visited++) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || 'request';
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      // Pushed in reverse so the first property is looked at first.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

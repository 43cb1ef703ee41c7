/**
 * Hostile requests generated from the contract (openapi/market-lens.yaml): for every operation,
 * wrong types, huge strings, NUL characters, deep nesting, extra and overlong properties, bad
 * enum values, bad content types and requests without a token. Each case says what a correct
 * API must answer; tests/api/fuzz.test.ts sends them and judges the answers.
 */
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';

import { AjvCompiler } from '@fastify/ajv-compiler';
import ajvFormats from 'ajv-formats';
import YAML from 'yaml';

type Schema = Record<string, unknown>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  bodySchema?: Schema;
  bodyExample?: Json;
}

export interface FuzzCase {
  operationId: string;
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Send the caller's bearer token. */
  authenticated: boolean;
  /** The exact status a correct API answers, when the case decides it (e.g. 401 without a token). */
  expectStatus?: number;
  /** The body breaks the contract: any 2xx is wrong (e.g. a coerced `{"firstname":123}`). */
  mustBeRejected?: boolean;
}

export function loadContract(path: string): Schema {
  return YAML.parse(readFileSync(path, 'utf8')) as Schema;
}

/** Follows local `$ref`s once (deep enough for the values this generator builds). */
function deref(contract: Schema, value: unknown): Schema {
  let current = value as Schema;
  for (let hops = 0; hops < 20 && current && typeof current.$ref === 'string'; hops++) {
    current = (current.$ref.replace(/^#\//, '').split('/') as string[]).reduce<unknown>((node, key) => (node as Schema)[key], contract) as Schema;
  }
  return current;
}

export function listOperations(contract: Schema): Operation[] {
  const operations: Operation[] = [];
  const globalSecurity = (contract.security as unknown[] | undefined) ?? [];
  for (const [path, item] of Object.entries(contract.paths as Record<string, Schema>)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as Schema;
      const parameters = ((op.parameters as unknown[] | undefined) ?? []).map((parameter) => {
        const resolved = deref(contract, parameter) as unknown as Parameter;
        return { ...resolved, schema: deref(contract, resolved.schema) };
      });
      const content = (deref(contract, op.requestBody) as Schema | undefined)?.content as Record<string, Schema> | undefined;
      const json = content?.['application/json'];
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      operations.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path,
        secured: security.length > 0,
        parameters,
        bodySchema: json ? (json.schema as Schema) : undefined,
        bodyExample: json ? (json.example as Json | undefined) : undefined,
      });
    }
  }
  return operations;
}

/** A value the schema accepts: its example, default, first enum value or a typed placeholder. */
function validValue(contract: Schema, schemaRef: unknown, depth = 0): Json {
  const schema = deref(contract, schemaRef);
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example as Json;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0] as Json;
  if (schema.default !== undefined) return schema.default as Json;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  if (schema.const !== undefined) return schema.const as Json;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const alternatives = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as unknown[] | undefined;
  if (alternatives?.length) return validValue(contract, alternatives[0], depth + 1);
  if (types.includes('object') || schema.properties) {
    const result: Record<string, Json> = {};
    for (const key of (schema.required as string[] | undefined) ?? []) {
      result[key] = validValue(contract, (schema.properties as Schema)[key], depth + 1);
    }
    return result;
  }
  if (types.includes('array')) return [validValue(contract, schema.items, depth + 1)];
  if (types.includes('integer') || types.includes('number')) return (schema.minimum as number | undefined) ?? 1;
  if (types.includes('boolean')) return true;
  if (types.includes('string')) {
    if (schema.format === 'uuid') return '3f8e2c1a-5b7d-4e9f-a2c4-6d8b0e1f3a5c';
    if (schema.format === 'date') return '2025-01-01';
    if (schema.format === 'date-time') return '2025-01-01T00:00:00Z';
    return 'a'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
  }
  return null;
}

function parameterValue(contract: Schema, parameter: Parameter): string {
  const value = parameter.example ?? validValue(contract, parameter.schema);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Nested arrays `depth` levels deep: 2 bytes a level, so 10,000 levels is a 20 KB body. */
export function deepJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

const HOSTILE_STRINGS = ['', 'x'.repeat(5000), '\u0000', 'abc\u0000def', "' or 1=1 --", '%', '\uD800', '../../etc/passwd', '1e309', '-1', '9'.repeat(40)];
const HOSTILE_QUERY_VALUES = ['abc', '-5', '1.5', '9'.repeat(30), 'x'.repeat(5000), '%00', 'zzz-not-in-enum', '%E0%A4%A', '[]', '{}'];
const HOSTILE_PATH_VALUES = ['abc', '-1', '%00', 'x'.repeat(3000), '%E0%A4%A', '..%2F..%2Fadmin', '%20'];
const HOSTILE_VIEW_AS = ['not an id', 'x'.repeat(3000), 'ml|424242', ''];

/**
 * The strict JSON validator of the contract's bodies (no coercion, no defaults filled in, no
 * extra properties silently removed): a body it refuses must be refused by the API.
 */
export function createBodyValidator(contract: Schema) {
  const options = { strict: false, coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: false };
  const compile = AjvCompiler()({}, { customOptions: options, plugins: [ajvFormats as never] });
  const validators = new Map<Schema, (body: unknown) => unknown>();
  return (schema: Schema, body: unknown): boolean => {
    let validate = validators.get(schema);
    if (!validate) {
      // The body schema with the contract's components beside it, so its local $refs resolve.
      validate = compile({ schema: { ...schema, components: contract.components }, method: 'POST', url: '/', httpPart: 'body' } as never) as (body: unknown) => unknown;
      validators.set(schema, validate);
    }
    return validate(body) === true;
  };
}

/** Name of the case that leaves out a required body property whose schema has a default. */
export const DEFAULTED_REQUIRED_CASE = 'body without required property that has a default';

/** The required properties of a body whose schema declares a default (e.g. role: general). */
function requiredWithDefault(contract: Schema, bodySchema: Schema): string[] {
  const schema = deref(contract, bodySchema);
  const properties = (schema.properties as Schema | undefined) ?? {};
  return ((schema.required as string[] | undefined) ?? []).filter((name) => deref(contract, properties[name])?.default !== undefined);
}

/** Every hostile case for every operation, in a fixed order. */
export function generateCases(contract: Schema, prefix: string, ownUserId: string): FuzzCase[] {
  const validBody = createBodyValidator(contract);
  const cases: FuzzCase[] = [];
  for (const op of listOperations(contract)) {
    const pathValues = new Map<string, string>();
    for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
      // The caller's own user id where the path names a user, so the request reaches the handler.
      pathValues.set(parameter.name, parameter.name === 'id' ? ownUserId : parameterValue(contract, parameter));
    }
    const buildUrl = (overrides: Record<string, string> = {}, query = '') => {
      const path = op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => overrides[name] ?? encodeURIComponent(pathValues.get(name) ?? ''));
      return `${prefix}${path}${query ? `?${query}` : ''}`;
    };
    const bodyBase: Json | undefined = op.bodySchema ? (op.bodyExample ?? validValue(contract, op.bodySchema)) : undefined;
    const jsonHeaders = { 'content-type': 'application/json' };
    const add = (name: string, rest: Omit<FuzzCase, 'operationId' | 'name' | 'method' | 'authenticated' | 'headers'> & Partial<FuzzCase>) =>
      cases.push({ operationId: op.operationId, name, method: op.method, authenticated: true, headers: {}, ...rest });
    const withBody = bodyBase !== undefined ? { payload: JSON.stringify(bodyBase), headers: jsonHeaders } : {};

    // Without a token, even a hostile body gets 401: authentication comes before the body.
    if (op.secured) {
      add('no token', { url: buildUrl(), ...withBody, authenticated: false, expectStatus: 401 });
      if (op.method !== 'GET') {
        add('no token, deeply nested body', { url: buildUrl(), payload: deepJson(10_000), headers: jsonHeaders, authenticated: false, expectStatus: 401 });
        add('no token, malformed body', { url: buildUrl(), payload: '{"a":', headers: jsonHeaders, authenticated: false, expectStatus: 401 });
        add('no token, wrong content type', { url: buildUrl(), payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' }, authenticated: false, expectStatus: 401 });
      }
      add('malformed bearer', { url: buildUrl(), ...withBody, authenticated: false, headers: { ...(withBody.headers ?? {}), authorization: `Bearer ${'x'.repeat(5000)}` }, expectStatus: 401 });
    }

    for (const parameter of op.parameters) {
      if (parameter.in === 'path') {
        for (const value of HOSTILE_PATH_VALUES) add(`path ${parameter.name}=${value.slice(0, 20)}`, { url: buildUrl({ [parameter.name]: value }), ...withBody });
      } else if (parameter.in === 'query') {
        for (const value of HOSTILE_QUERY_VALUES) {
          add(`query ${parameter.name}=${value.slice(0, 20)}`, { url: buildUrl({}, `${parameter.name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`), ...withBody });
        }
        add(`query ${parameter.name} repeated`, { url: buildUrl({}, `${parameter.name}=1&${parameter.name}=2`), ...withBody });
      } else if (parameter.name === 'x-view-as') {
        for (const value of HOSTILE_VIEW_AS) add(`x-view-as ${value.slice(0, 20)}`, { url: buildUrl(), ...withBody, headers: { ...(withBody.headers ?? {}), 'x-view-as': value } });
      } else {
        add(`header ${parameter.name} huge`, { url: buildUrl(), ...withBody, headers: { ...(withBody.headers ?? {}), [parameter.name]: 'x'.repeat(5000) } });
      }
    }
    add('unknown query parameter', { url: buildUrl({}, `zz${'q'.repeat(3000)}=1`), ...withBody });
    add('very long URL', { url: `${buildUrl()}${'/x'.repeat(5000)}`, ...withBody });

    if (op.bodySchema && bodyBase !== undefined) {
      const schema = deref(contract, op.bodySchema);
      const properties = Object.keys((schema.properties as Schema | undefined) ?? {});
      // A body the strict validator refuses must be refused by the API (no coercion of JSON).
      const send = (name: string, body: Json) =>
        add(name, { url: buildUrl(), payload: JSON.stringify(body), headers: jsonHeaders, mustBeRejected: !validBody(op.bodySchema as Schema, body) });
      const base = (bodyBase && typeof bodyBase === 'object' && !Array.isArray(bodyBase) ? bodyBase : {}) as Record<string, Json>;
      for (const property of properties) {
        const wrong: Json[] = [123, 1.5, true, null, {}, [], ['a'], { nested: { deeper: 'x' } }, 'zzz-not-in-enum', ...HOSTILE_STRINGS];
        for (const value of wrong) send(`body ${property}=${JSON.stringify(value).slice(0, 20)}`, { ...base, [property]: value });
        const { [property]: _dropped, ...without } = base;
        send(`body without ${property}`, without);
      }
      // A default must never stand in for a required field: `{}` to updateUserRole once demoted the user.
      for (const property of requiredWithDefault(contract, op.bodySchema)) {
        const { [property]: _dropped, ...without } = base;
        add(`${DEFAULTED_REQUIRED_CASE}: ${property}`, { url: buildUrl(), payload: JSON.stringify(without), headers: jsonHeaders, expectStatus: 400, mustBeRejected: true });
      }
      send('body extra property', { ...base, unexpectedProperty: 'x' });
      send('body overlong property name', { ...base, ['p'.repeat(5000)]: 'x' });
      send('body __proto__', JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(base).slice(1)}`.replace(/,}$/, '}')) as Json);
      send('body constructor.prototype', { ...base, constructor: { prototype: { polluted: true } } });
      for (const root of [[], 'text', 42, null, true] as Json[]) send(`body root ${JSON.stringify(root)}`, root);
      add('body nested 10,000 deep', { url: buildUrl(), payload: deepJson(10_000), headers: jsonHeaders, mustBeRejected: true });
      add('body nested 100,000 deep', { url: buildUrl(), payload: deepJson(100_000), headers: jsonHeaders, mustBeRejected: true });
      add('body 2 MB', { url: buildUrl(), payload: JSON.stringify({ ...base, padding: 'x'.repeat(2_000_000) }), headers: jsonHeaders, mustBeRejected: true });
      add('body malformed JSON', { url: buildUrl(), payload: '{"a": ', headers: jsonHeaders, mustBeRejected: true });
      add('body empty with JSON type', { url: buildUrl(), payload: '', headers: jsonHeaders, mustBeRejected: true });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']) {
        add(`content-type ${type}`, { url: buildUrl(), payload: JSON.stringify(bodyBase), headers: { 'content-type': type }, mustBeRejected: true });
      }
      add('no content-type', { url: buildUrl(), payload: JSON.stringify(bodyBase), headers: {}, mustBeRejected: true });
    } else if (op.method !== 'GET') {
      add('unexpected body', { url: buildUrl(), payload: deepJson(10_000), headers: jsonHeaders });
    }
  }
  return cases;
}

export interface Verdict {
  kind: '5xx' | 'off-contract error body' | 'invalid input accepted' | 'wrong status';
  detail: string;
}

const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'field']);

/** What is wrong with the answer to one case, or undefined when it is right. */
export function judge(testCase: FuzzCase, status: number, contentType: string | undefined, body: string): Verdict | undefined {
  if (status >= 500) return { kind: '5xx', detail: `${status} ${body.slice(0, 200)}` };
  if (testCase.expectStatus !== undefined && status !== testCase.expectStatus) return { kind: 'wrong status', detail: `expected ${testCase.expectStatus}, got ${status} ${body.slice(0, 200)}` };
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { kind: 'off-contract error body', detail: `not JSON (${contentType}): ${body.slice(0, 200)}` };
    }
    const value = parsed as Record<string, unknown>;
    const problems: string[] = [];
    if (!contentType?.startsWith('application/json')) problems.push(`content-type ${contentType}`);
    if (value.statusCode !== status) problems.push(`statusCode ${String(value.statusCode)}`);
    if (value.error !== STATUS_CODES[status]) problems.push(`error "${String(value.error)}"`);
    if (typeof value.message !== 'string' || value.message.length === 0 || value.message.length > 2000) problems.push(`message length ${String((value.message as string | undefined)?.length)}`);
    if (value.field !== undefined && (typeof value.field !== 'string' || value.field.length > 200)) problems.push(`field length ${String((value.field as string).length)}`);
    const extra = Object.keys(value).filter((key) => !ERROR_KEYS.has(key));
    if (extra.length) problems.push(`extra ${extra.join(',')}`);
    if (problems.length) return { kind: 'off-contract error body', detail: `${status} ${problems.join('; ')}: ${body.slice(0, 160)}` };
    return undefined;
  }
  if (testCase.mustBeRejected) return { kind: 'invalid input accepted', detail: `${status} for ${String(testCase.payload).slice(0, 120)}` };
  return undefined;
}

// @vitest-environment node
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';

/**
 * The faker factories orval generates for the MSW handlers (`get<Op>ResponseMock`)
 * feed Storybook and unit tests, so their data must satisfy the contract. Each
 * factory's output is parsed with the zod response schema generated from the
 * same contract (`<Op>Response` in generated/zod), over many seeded draws so
 * that nullable, optional and oneOf branches are all exercised.
 */
const mockModules = import.meta.glob<Record<string, unknown>>('../../../generated/api/*/*.msw.ts', { eager: true });
const zodModules = import.meta.glob<Record<string, unknown>>('../../../generated/zod/*/*.zod.ts', { eager: true });

/** Responses that are not JSON: orval types them as `zod.unknown()`, so parsing them would prove nothing. */
const NON_JSON = new Set(['exportTransactionsCsv', 'getFileContent']);
const DRAWS = 30;

type Factory = () => unknown;

function collect<T>(modules: Record<string, Record<string, unknown>>, pick: (name: string, value: unknown) => T | undefined) {
  const found = new Map<string, T>();
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      const picked = pick(name, value);
      if (picked !== undefined) found.set(name, picked);
    }
  }
  return found;
}

const toOperationId = (pascal: string) => pascal.charAt(0).toLowerCase() + pascal.slice(1);

// getListOrdersResponseMock -> listOrders
const factories = collect<Factory>(mockModules, (name, value) => {
  const match = /^get(\w+)ResponseMock$/.exec(name);
  return match?.[1] && typeof value === 'function' ? (value as Factory) : undefined;
});
const factoriesByOperation = new Map(
  [...factories].map(([name, factory]) => [toOperationId(name.replace(/^get/, '').replace(/ResponseMock$/, '')), factory]),
);

// ListOrdersResponse -> listOrders
const responseSchemas = new Map(
  [
    ...collect<ZodType>(zodModules, (name, value) =>
      /^[A-Z]\w*Response$/.test(name) && typeof (value as ZodType | undefined)?.safeParse === 'function'
        ? (value as ZodType)
        : undefined,
    ),
  ].map(([name, schema]) => [toOperationId(name.replace(/Response$/, '')), schema]),
);

const jsonOperations = [...factoriesByOperation.keys()].filter((operation) => !NON_JSON.has(operation)).sort();

describe('generated faker mocks', () => {
  it('cover the contract: a factory and a zod response schema for every JSON response', () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(50);
    expect(jsonOperations.filter((operation) => !responseSchemas.has(operation))).toEqual([]);
    for (const operation of ['getUserProfile', 'search', 'listMessages', 'listAccounts', 'getLatestClosingPrices', 'listOwners', 'createOrder', 'getPositionOverview', 'listAuditLog']) {
      expect(jsonOperations).toContain(operation);
    }
  });

  it.each(jsonOperations)('%s mock data matches the contract', (operation) => {
    const factory = factoriesByOperation.get(operation);
    const schema = responseSchemas.get(operation);
    if (!factory || !schema) throw new Error(`No factory or schema for ${operation}`);
    faker.seed(20251121);
    for (let draw = 0; draw < DRAWS; draw += 1) {
      const result = schema.safeParse(factory());
      if (!result.success) {
        throw new Error(`${operation} draw ${draw}: ${JSON.stringify(result.error.issues.slice(0, 3), null, 2)}`);
      }
    }
  });

  it('the zod schemas do reject data that breaks the contract', () => {
    const profile = responseSchemas.get('getUserProfile');
    const factory = factoriesByOperation.get('getUserProfile');
    if (!profile || !factory) throw new Error('getUserProfile missing');
    const valid = factory() as { data: Record<string, unknown> };
    expect(profile.safeParse(valid).success).toBe(true);
    expect(profile.safeParse({ data: { ...valid.data, hsId: '^123$' } }).success).toBe(false);
    expect(profile.safeParse({ data: { ...valid.data, role: 'superuser' } }).success).toBe(false);
  });
});

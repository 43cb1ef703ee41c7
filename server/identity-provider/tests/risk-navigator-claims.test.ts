// @vitest-environment node
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPassword } from '../password';
import type { RunningIdentityProvider } from '../../identity/in-process';
import {
  CLIENT_ID,
  exchangeCode,
  freePort,
  issuerFor,
  logIn,
  METADATA_CLAIM,
  openTestDatabase,
  PASSWORD,
  seedUsers,
  startTestProvider,
  TestBrowser,
  tokenRequest,
  USERS,
  type TestDatabase,
  type TokenResponse,
} from './idp-harness';

/** The namespace the SPA's risk-navigator page reads (docs/risk-navigator.md). */
const RISK_NAVIGATOR_CLAIM = 'https://risk-navigator.market-lens.local/claims';

const STAFF = {
  admin: { id: 'ml|9101', hsId: '9101', email: 'rn-admin@example.co.uk', role: 'admin' as const },
  desk: { id: 'ml|9102', hsId: '9102', email: 'rn-desk@example.co.uk', role: 'nbs_admin' as const },
};

let database: TestDatabase;
let provider: RunningIdentityProvider;
let issuer: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await seedUsers(db);
  // Two accounts of the test company: the general user holds the first; the company's admin sees both.
  await db
    .insertInto('accounts')
    .values([
      { id: '700001', name: 'Idp Test Trading', purchasing_group_id: '1', primary_company_id: 'idp-test-co', parent_company_id: null },
      { id: '700002', name: 'Idp Test Stores', purchasing_group_id: '2', primary_company_id: 'idp-test-co', parent_company_id: null },
    ])
    .execute();
  await db.insertInto('user_accounts').values({ user_id: USERS.approved.id, account_id: '700001' }).execute();
  await db.insertInto('user_accounts').values({ user_id: USERS.awaiting.id, account_id: '700001' }).execute();
  const passwordHash = await hashPassword(PASSWORD);
  for (const user of Object.values(STAFF)) {
    await db
      .insertInto('users')
      .values({ id: user.id, hs_id: user.hsId, email: user.email, password_hash: passwordHash, firstname: 'Staff', lastname: user.hsId, email_verified: true, account_status: 'accountApproved', role: user.role })
      .execute();
  }
  // Every login needs a company (else 'No Company Data'); the desk's company binds it to no account.
  await db.insertInto('user_companies').values({ user_id: STAFF.admin.id, company_id: 'idp-test-co' }).execute();
  await db.insertInto('user_companies').values({ user_id: STAFF.desk.id, company_id: 'idp-test-co' }).execute();
  const port = await freePort();
  issuer = issuerFor(port);
  provider = await startTestProvider(db, port);
}, 60_000);

afterAll(async () => {
  await provider?.close();
  await database?.destroy();
});

async function tokensOf(email: string): Promise<TokenResponse> {
  const browser = new TestBrowser(issuer);
  const { request, callback } = await logIn(browser, email);
  return exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
}

const idClaims = (tokens: TokenResponse) => decodeJwt(tokens.id_token);

describe('ID token: Risk Navigator claims under their namespace', () => {
  it('a general user holds their own accounts as viewer, beside the metadata claim', async () => {
    const tokens = await tokensOf(USERS.approved.email);
    // Signed by the provider like every ID token.
    await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL('.well-known/jwks.json', issuer)), { issuer, audience: CLIENT_ID });
    const claims = idClaims(tokens);
    expect(claims[RISK_NAVIGATOR_CLAIM]).toEqual({ role: 'viewer', accounts: ['700001'], allAccounts: false });
    expect(claims[METADATA_CLAIM]).toEqual({ hsId: USERS.approved.hsId });
  });

  it('a customer admin holds every account of their companies as manager', async () => {
    const claims = idClaims(await tokensOf(STAFF.admin.email));
    const risk = claims[RISK_NAVIGATOR_CLAIM] as { role: string; accounts: string[]; allAccounts: boolean };
    expect(risk.role).toBe('manager');
    expect([...risk.accounts].sort()).toEqual(['700001', '700002']);
    expect(risk.allAccounts).toBe(false);
  });

  it('the desk (nbs_admin) is bound to no account and holds every one', async () => {
    expect(idClaims(await tokensOf(STAFF.desk.email))[RISK_NAVIGATOR_CLAIM]).toEqual({ role: 'desk', accounts: [], allAccounts: true });
  });

  it('an account awaiting approval holds no account', async () => {
    expect(idClaims(await tokensOf(USERS.awaiting.email))[RISK_NAVIGATOR_CLAIM]).toEqual({ role: 'viewer', accounts: [], allAccounts: false });
  });

  it('a refreshed ID token carries them too, and the access token does not', async () => {
    const tokens = await tokensOf(USERS.approved.email);
    expect(decodeJwt(tokens.access_token)[RISK_NAVIGATOR_CLAIM]).toBeUndefined();
    const refreshed = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as TokenResponse;
    expect(idClaims(body)[RISK_NAVIGATOR_CLAIM]).toEqual({ role: 'viewer', accounts: ['700001'], allAccounts: false });
  });
});

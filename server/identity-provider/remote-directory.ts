/**
 * The identity directory of the provider's worker on PGlite (docs/identity-provider.md, "Process
 * layout"): the users live in the application's PGlite, which only the main thread can open, so
 * the worker asks it over the channel — and keeps each answer until the main thread says the
 * identity data changed. A login under API load then waits for the busy main thread only the
 * first time a user is looked up after a change, not on each of its dozen user queries.
 *
 * What is kept: per user, the row the provider reads, whether they lack company data and their
 * Risk Navigator claims (all of which the `user_context` cache topic covers: users except
 * last_login_at, user_companies, user_accounts, permissions, accounts, companies; plus
 * idp_email_verifications, written only together with users), and the demo-user list.
 * The main thread notices every such change (migration 060's triggers) before the writing query
 * returns, and sends `identity-changed` over the same port as its answers, so an answer read
 * before a change is never kept after it.
 */
import { normaliseEmail, type DemoUser, type IdentityUser, type RegisteredUser, type RiskNavigatorClaims, type SignupRecord } from './accounts';
import type { Channel } from './identity-channel';
import type { IdentityDirectory } from './identity-directory';
import type { IdentitySecrets } from './secrets';

/** What the main thread answers to `lookupIdentity`. */
export interface IdentityEntry {
  user: IdentityUser;
  lacksCompanyData: boolean;
  riskNavigator: RiskNavigatorClaims;
}

export type IdentityKey = { id: string } | { email: string };

/** What the main thread answers over the channel: the directory, one question per user, and the secrets. */
export interface DirectoryAnswers {
  lookupIdentity(key: IdentityKey): Promise<IdentityEntry | undefined>;
  recordLogin(userId: string): Promise<void>;
  listDemoUsers(): Promise<DemoUser[]>;
  registerUser(input: SignupRecord): Promise<RegisteredUser | undefined>;
  verifyEmail(token: string): Promise<IdentityUser | undefined>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** The signing key, cookie keys and form-token key, kept in idp_secrets of the application's database. */
  loadSecrets(): Promise<IdentitySecrets>;
}

/** Remembered lookups (known or unknown users); beyond this the whole memory is dropped. */
const MAX_KEPT = 10_000;

export interface RemoteDirectory extends IdentityDirectory {
  /** The main thread's notice: forget every answer read before it. */
  forget(): void;
}

export function remoteDirectory(channel: Channel, onBackgroundError: (error: unknown) => void): RemoteDirectory {
  let generation = 0;
  const entries = new Map<string, Promise<IdentityEntry | undefined>>();
  let demoUsers: Promise<DemoUser[]> | undefined;

  /** One answer per key and generation; an answer that arrives after a change is used, not kept. */
  function remembered<T>(store: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const kept = store.get(key);
    if (kept) return kept;
    if (store.size >= MAX_KEPT) store.clear();
    const asked = generation;
    const loading = load();
    store.set(key, loading);
    loading.then(
      () => {
        if (generation !== asked && store.get(key) === loading) store.delete(key);
      },
      () => {
        if (store.get(key) === loading) store.delete(key);
      },
    );
    return loading;
  }

  const entryOf = (key: IdentityKey): Promise<IdentityEntry | undefined> => {
    if ('id' in key) return remembered(entries, `id:${key.id}`, () => channel.call<IdentityEntry | undefined>('lookupIdentity', key));
    const asked = generation;
    return remembered(entries, `email:${normaliseEmail(key.email)}`, async () => {
      const entry = await channel.call<IdentityEntry | undefined>('lookupIdentity', key);
      // The rest of the login asks by id (claims, tokens): the same answer, without a second question.
      if (entry && generation === asked && !entries.has(`id:${entry.user.id}`)) entries.set(`id:${entry.user.id}`, Promise.resolve(entry));
      return entry;
    });
  };
  const entryOfUser = async (user: IdentityUser): Promise<IdentityEntry> => {
    const entry = await entryOf({ id: user.id });
    if (!entry) throw new Error(`user ${user.id} is no longer known`);
    return entry;
  };

  return {
    forget() {
      generation += 1;
      entries.clear();
      demoUsers = undefined;
    },
    findUserById: async (id) => (await entryOf({ id }))?.user,
    findUserByEmail: async (email) => (await entryOf({ email }))?.user,
    lacksCompanyData: async (user) => (await entryOfUser(user)).lacksCompanyData,
    riskNavigatorClaims: async (user) => (await entryOfUser(user)).riskNavigator,
    // The stamp is bookkeeping for the user admin pages: the login does not wait for the busy main
    // thread to write it (a failure is logged there and here).
    recordLogin: async (userId) => {
      channel.call('recordLogin', userId).catch(onBackgroundError);
    },
    listDemoUsers: () => {
      if (demoUsers) return demoUsers;
      const asked = generation;
      const loading = channel.call<DemoUser[]>('listDemoUsers');
      demoUsers = loading;
      loading.then(
        () => {
          if (generation !== asked && demoUsers === loading) demoUsers = undefined;
        },
        () => {
          if (demoUsers === loading) demoUsers = undefined;
        },
      );
      return loading;
    },
    registerUser: (input) => channel.call('registerUser', input),
    verifyEmail: (token) => channel.call('verifyEmail', token),
    setPasswordHash: (userId, passwordHash) => channel.call('setPasswordHash', userId, passwordHash),
  };
}

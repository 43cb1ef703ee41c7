/**
 * Development identity provider: a local OpenID Provider (oidc-provider, certified) that speaks
 * what the unmodified @auth0/auth0-react SDK expects from an Auth0 tenant — /authorize with PKCE
 * and `audience`, /oauth/token with rotating refresh tokens, silent login through web_message,
 * /v2/logout with returnTo, RS256 JWT access tokens checked by the API against the JWKS.
 */
import type { EventEmitter } from 'node:events';
import { createServer, STATUS_CODES } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import Provider, { errors, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';

import { claimsOf, GRANT_CLAIM, METADATA_CLAIM, preparePasswordChecks, RISK_NAVIGATOR_CLAIM } from './accounts';
import { createCookiePolicy, type IdentityProviderMode } from './cookie-policy';
import { createFormTokens } from './form-token';
import { createInteractionRoutes, createRefusalRenderer } from './interaction-routes';
import type { ArtifactStore } from './artifact-store';
import type { IdentityDirectory } from './identity-directory';
import { createLoginThrottle, type LoginThrottleSettings } from './login-throttle';
import { revokeGrantsOfEndedSession } from './logout-revocation';
import { errorPage, loggedOutPage, logoutPage, refusalPage } from './pages';
import { createRequestBoundary } from './request-boundary';
import { changeEmbeddedPassword, type PasswordChangeInput } from './password-change';
import type { IdentitySecrets } from './secrets';
import { identityProviderSecurityHeaders } from './security-headers';

export type { IdentityProviderMode } from './cookie-policy';

/**
 * Where the provider keeps its state and finds the users: the portal's database in-process
 * (server/identity/directory.ts, databaseStore), or its own SQLite file and the channel in its worker
 * (identity-worker.ts).
 */
export interface IdentityStore {
  /** The users and what their claims are made of. */
  directory: IdentityDirectory;
  /** Its sessions, grants, codes and tokens (artifact-store.ts). */
  artifacts: ArtifactStore;
  /** The signing key, cookie keys and form-token key (kept in idp_secrets of the application's database). */
  loadSecrets(): Promise<IdentitySecrets>;
}

export interface IdentityProviderOptions {
  store: IdentityStore;
  host: string;
  port: number;
  /** With the trailing slash, e.g. http://localhost:4001/ — the SDK expects `${domain}/`. */
  issuer: string;
  clientId: string;
  /** The API's Auth0 audience; access tokens for it are RS256 JWTs. */
  audience: string;
  /** Allowed redirect_uri / returnTo / CORS origins of the SPA. */
  appOrigins: string[];
  /**
   * 'production' (behind a TLS-terminating proxy): X-Forwarded-Proto is trusted and every cookie
   * carries Secure. 'demo' (the default, plain-HTTP localhost): no proxy headers are trusted.
   */
  mode?: IdentityProviderMode;
  /** Where refusals and oidc-provider's error events go, one line each (default console.warn). */
  log?: (line: string) => void;
  /** Information for the operator, e.g. verification links in production mode (default console.info). */
  info?: (line: string) => void;
  /** Login throttling limits (login-throttle.ts; the defaults there otherwise). */
  loginThrottle?: Partial<LoginThrottleSettings>;
}

export interface RunningIdentityProvider {
  /** The port actually bound (useful when 0 was asked for). */
  port: number;
  /** The portal's password change (password-change.ts), on this provider's users and artifacts. */
  changePassword(input: PasswordChangeInput): Promise<{ email: string }>;
  close(): Promise<void>;
}

export const API_SCOPES = 'read:current_user read:current_user_metadata update:current_user_metadata';
const OIDC_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'];

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/**
 * Seconds an access token for the API lives. The API checks its signature only, so a token
 * outlives a logout by up to this long; the SDK renews it silently with the refresh token
 * (60 s before it expires), which logout revokes (logout-revocation.ts).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;

function clientMetadata(clientId: string, appOrigins: string[]) {
  return {
    client_id: clientId,
    client_name: 'Market Lens',
    application_type: 'web' as const,
    token_endpoint_auth_method: 'none' as const,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code' as const],
    redirect_uris: appOrigins.flatMap((origin) => [`${origin}/auth/loading`, origin, `${origin}/`]),
    post_logout_redirect_uris: appOrigins.flatMap((origin) => [origin, `${origin}/`]),
  };
}

function buildConfiguration(
  options: IdentityProviderOptions,
  secrets: { signingKey: JWK; cookieKeys: string[] },
): Configuration {
  const { store, audience, clientId, appOrigins } = options;
  const { directory } = store;
  return {
    adapter: store.artifacts.adapter,
    clients: [clientMetadata(clientId, appOrigins)],
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
      revocation: '/oauth/revoke',
    },
    // Auth0 query parameters the interaction pages read (Register sends screen_hint=signup).
    extraParams: ['screen_hint', 'connection'],
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub', METADATA_CLAIM, RISK_NAVIGATOR_CLAIM],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'nickname', 'picture', 'locale', 'updated_at'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    // The SDK builds `user` from the ID token alone, so every granted claim goes into it.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = await directory.findUserById(sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: async () => ({ ...(await claimsOf(directory, user)), sub: user.id }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await directory.findUserById(token.accountId);
      // The grant lets a password change keep this login and end the others (password-change.ts).
      return user ? { [METADATA_CLAIM]: { hsId: user.hs_id }, ...(token.grantId ? { [GRANT_CLAIM]: token.grantId } : {}) } : undefined;
    },
    // Auth0 never asks first-party users for consent: every login gets the portal's scopes.
    async loadExistingGrant(ctx) {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addOIDCClaims(['sub', METADATA_CLAIM, RISK_NAVIGATOR_CLAIM]);
      grant.addResourceScope(audience, API_SCOPES);
      await grant.save();
      return grant;
    },
    // Like Auth0: a refresh token whenever the SPA uses them (the library would otherwise drop
    // offline_access unless prompt=consent). Rotation and reuse detection are its defaults for
    // public clients: a reused refresh token revokes the whole grant.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken(ctx, _token, client) {
        // A rotated token keeps the remaining lifetime of the one it replaces.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none') return rotated.remainingTTL;
        return 30 * DAY;
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage({ ...out });
    },
  };
}

// The routes' error events of oidc-provider (lib/helpers/initialize_app.js); each is logged on one
// line, without the stack trace of a client's mistake.
const ERROR_EVENTS = [
  'authorization.error',
  'grant.error',
  'userinfo.error',
  'jwks.error',
  'discovery.error',
  'revocation.error',
  'end_session.error',
  'end_session_confirm.error',
  'end_session_success.error',
];

/** A one-line, printable excerpt of a message that may carry a client's input. */
function oneLine(text: unknown): string {
  const line = JSON.stringify(String(text)).slice(1, -1);
  return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}

/** Requests Node's HTTP parser refuses (too-long headers, malformed request lines). */
const MAX_HEADER_BYTES = 128 * 1024;

function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Socket, log: (line: string) => void) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  log(`[idp] refused an unreadable request: ${oneLine(error.code ?? error.message)} (${status})`);
  const body = refusalPage({
    title: 'This request could not be handled',
    message: status === 431 ? 'The address or the request headers are too long.' : 'The request could not be read.',
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

// Behind the proxy only the scheme is taken from it: Koa's `proxy` would also let a client choose
// the host of the addresses the provider builds with X-Forwarded-Host.
async function trustForwardedProtoOnly(ctx: KoaContextWithOIDC, next: () => Promise<unknown>) {
  delete ctx.req.headers['x-forwarded-host'];
  await next();
}

// Auth0 names → OAuth names, before oidc-provider parses the request.
async function translateAuth0Parameters(ctx: KoaContextWithOIDC, next: () => Promise<unknown>) {
  if (ctx.method === 'GET' && ctx.path === '/authorize' && ctx.query.audience && !ctx.query.resource) {
    ctx.query = { ...ctx.query, resource: ctx.query.audience };
  }
  if (ctx.method === 'GET' && ctx.path === '/v2/logout' && ctx.query.returnTo && !ctx.query.post_logout_redirect_uri) {
    ctx.query = { ...ctx.query, post_logout_redirect_uri: ctx.query.returnTo };
  }
  await next();
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const { host, port, issuer, mode = 'demo', log = (line: string) => console.warn(line), info = (line: string) => console.info(line) } = options;
  const { store } = options;
  const { directory, artifacts } = store;
  const { signingKey, cookieKeys, formTokenKey } = await store.loadSecrets();
  const provider = new Provider(issuer, buildConfiguration(options, { signingKey, cookieKeys }));
  // Behind the TLS-terminating proxy of a deployment: https comes from X-Forwarded-Proto.
  provider.proxy = mode === 'production';
  // The client address (login throttling) is the one the proxy appended to X-Forwarded-For, not
  // whatever a client put in front of it.
  provider.maxIpsCount = 1;
  const where = (ctx: KoaContextWithOIDC) => `${ctx.method} ${oneLine(ctx.path)}`;
  provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => log(`[idp] server error ${where(ctx)}: ${oneLine(`${error.name}: ${error.message}`)}`));
  const events: EventEmitter = provider;
  for (const event of ERROR_EVENTS) {
    events.on(event, (ctx: KoaContextWithOIDC, error: Error & { error_description?: string }) =>
      log(`[idp] ${event} ${where(ctx)}: ${oneLine(error.message)}${error.error_description ? ` (${oneLine(error.error_description)})` : ''}`),
    );
  }

  const formTokens = createFormTokens(formTokenKey);
  // Security headers and the hash-based CSP of every page (../security-headers.ts).
  provider.use(identityProviderSecurityHeaders({ appOrigins: options.appOrigins, mode }));
  if (mode === 'production') provider.use(trustForwardedProtoOnly);
  provider.use(createCookiePolicy(mode));
  provider.use(
    createRequestBoundary({ appOrigins: options.appOrigins, renderRefusal: createRefusalRenderer(provider, directory, formTokens, mode), log }),
  );
  provider.use(translateAuth0Parameters);
  provider.use(revokeGrantsOfEndedSession);
  const throttle = createLoginThrottle(options.loginThrottle);
  provider.use(createInteractionRoutes(provider, directory, formTokens, { mode, throttle, log, info }));
  await preparePasswordChecks();

  await artifacts.deleteExpired();
  const cleanup = setInterval(() => {
    artifacts.deleteExpired().catch((error: unknown) => console.error('[idp] cleanup failed', error));
  }, HOUR * 1000);
  cleanup.unref();

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, provider.callback());
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerUnreadableRequest(error, socket, log));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    port: (server.address() as AddressInfo).port,
    changePassword: (input) => changeEmbeddedPassword({ directory, artifacts }, input),
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(cleanup);
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

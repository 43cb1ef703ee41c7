/**
 * Runtime configuration from the environment, with the embedded defaults of the local stack
 * (notes/server-interface.md). Nothing else in the server reads process.env for these.
 */
import { DAILY_REPORT_TAG_ID } from './db/seed/content';
import { clockFromSetting, type Clock } from './lib/clock';

const read = (name: string, fallback: string) => {
  const value = process.env[name];
  return value !== undefined && value !== '' ? value : fallback;
};

/**
 * MARKET_LENS_MODE: 'demo' (the default, plain-HTTP localhost as `npm start` runs it) or
 * 'production' (behind a TLS-terminating proxy: the identity provider trusts X-Forwarded-Proto and
 * marks every cookie Secure).
 */
export type RunMode = 'demo' | 'production';
const RUN_MODES: readonly RunMode[] = ['demo', 'production'];

export function readMode(value: string | undefined): RunMode {
  const mode = (value ?? '').trim().toLowerCase() || 'demo';
  if (!(RUN_MODES as readonly string[]).includes(mode)) {
    throw new Error(`MARKET_LENS_MODE must be one of ${RUN_MODES.join(', ')} (got "${value}")`);
  }
  return mode as RunMode;
}

export interface ServerConfig {
  mode: RunMode;
  host: string;
  port: number;
  idpPort: number;
  /** The identity provider's base URL (no trailing slash), as the SPA SDK gets it. */
  auth0Domain: string;
  /** Token issuer: the domain with a trailing slash, as Auth0 issues it. */
  issuer: string;
  clientId: string;
  audience: string;
  appOrigins: string[];
  /** True when AUTH0_DOMAIN points at the local development identity provider. */
  runLocalIdentityProvider: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  latestReportTagId: string;
  version: string;
  /** Daily closing-price publication inside `npm start` ('HH:MM' Europe/London). */
  pricePublishEnabled: boolean;
  pricePublishTime: string;
  /** Minutes a view-as session lasts after it starts (VIEW_AS_SESSION_MINUTES, default 60). */
  viewAsSessionMinutes: number;
  /** Where emails go (SMTP_URL); undefined captures them locally for the development mailbox. */
  smtpUrl: string | undefined;
  /** The From address of the portal's emails (MAIL_FROM). */
  mailFrom: string;
  /** The portal's address in emails' links back: APP_ORIGIN, else http://localhost:PORT. */
  portalOrigin: string;
  /** The Auth0 database connection whose change-password email a real tenant sends (AUTH0_CONNECTION). */
  auth0Connection: string;
  /** Business now: the system clock, or from MARKET_LENS_NOW on (demo mode only; docs/time.md). */
  clock: Clock;
}

/** VIEW_AS_SESSION_MINUTES: a whole number of minutes from 1 to 1440. */
export function readViewAsSessionMinutes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 60;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    throw new Error(`VIEW_AS_SESSION_MINUTES must be a whole number of minutes from 1 to 1440 (got "${value}")`);
  }
  return minutes;
}

/** Vite's dev server (vite.config.ts). */
export const DEV_SERVER_ORIGIN = 'http://localhost:5173';

export function loadConfig(): ServerConfig {
  const port = Number(read('PORT', '4000'));
  const idpPort = Number(read('IDP_PORT', '4001'));
  const localDomain = `http://localhost:${idpPort}`;
  const auth0Domain = read('AUTH0_DOMAIN', localDomain).replace(/\/+$/, '');
  const mode = readMode(process.env.MARKET_LENS_MODE);
  const origins = [`http://localhost:${port}`];
  // Vite's dev server (`npm run dev`) may receive logins only in demo mode: in production whatever
  // listened on that port would get a signed-in user's login code.
  if (mode === 'demo') origins.push(DEV_SERVER_ORIGIN);
  if (process.env.APP_ORIGIN) origins.push(process.env.APP_ORIGIN);
  return {
    mode,
    host: read('HOST', 'localhost'),
    port,
    idpPort,
    auth0Domain,
    issuer: `${auth0Domain}/`,
    clientId: read('AUTH0_CLIENT_ID', 'market-lens-spa'),
    audience: read('AUTH0_AUDIENCE', 'https://api.market-lens.local/api/v2'),
    appOrigins: [...new Set(origins)],
    runLocalIdentityProvider: auth0Domain === localDomain,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: read('DATA_DIR', 'data'),
    latestReportTagId: read('LATEST_REPORT_TAG_ID', DAILY_REPORT_TAG_ID),
    version: read('APP_VERSION', process.env.npm_package_version ?? '0.1.0'),
    pricePublishEnabled: !['false', '0', 'no', 'off'].includes(read('PRICE_PUBLISH_ENABLED', 'true').toLowerCase()),
    pricePublishTime: read('PRICE_PUBLISH_TIME', '18:00'),
    viewAsSessionMinutes: readViewAsSessionMinutes(process.env.VIEW_AS_SESSION_MINUTES),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: read('MAIL_FROM', 'Market Lens <no-reply@market-lens.local>'),
    portalOrigin: (process.env.APP_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, ''),
    auth0Connection: read('AUTH0_CONNECTION', 'Username-Password-Authentication'),
    clock: clockFromSetting(process.env.MARKET_LENS_NOW, mode),
  };
}

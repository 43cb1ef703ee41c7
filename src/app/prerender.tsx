/**
 * The first frame of two pages as static HTML, written into the built pages at build time
 * (scripts/vite-static-delivery.ts): a cold load paints it as soon as the HTML and the
 * stylesheet are in, before any script has run, and React's first frame replaces it with the
 * same picture (src/main.tsx waits for the page's chunk, so that frame is the page itself).
 * Rendered from the components themselves, so the two cannot drift apart.
 * - /auth/login: the login card as drawn while the session is checked (buttons disabled);
 * - /app/…: 'Loading Market Lens', what the portal shows while the session and the
 *   permissions load.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { FullPageSpinner } from '@/components/ui/loading-spinner';
import { LoginPage } from '@/features/auth/components/login-page';
import { AuthSessionProvider, type AuthSession } from '@/lib/auth-session';
import { LOGIN_PATH } from '@/lib/market-lens-paths';

const noop = async () => {};
/** The session before the Auth0 SDK has said anything. */
const checkingSession: AuthSession = { isLoading: true, isAuthenticated: false, errorMessage: null, login: noop, register: noop, logout: noop };

export function prerenderLoginPage(): string {
  return renderToStaticMarkup(
    <StaticRouter location={LOGIN_PATH}>
      <AuthSessionProvider value={checkingSession}>
        <LoginPage />
      </AuthSessionProvider>
    </StaticRouter>,
  );
}

export function prerenderPortalLoading(): string {
  return renderToStaticMarkup(<FullPageSpinner label="Loading Market Lens" />);
}

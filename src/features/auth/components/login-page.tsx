import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate } from 'react-router-dom';

import { PublicPageLayout } from '@/components/ui/public-page-layout';
import { useAuthSession } from '@/lib/auth-session';

import { DASHBOARD_PATH } from '@/machines/portal-paths';
import { EnergyGeneratorsLink } from './energy-generators-link';

/** auth/login: the entry page. Starts the hosted login or signup. */
export function LoginPage() {
  const { isLoading, isAuthenticated, login, register } = useAuthSession();

  if (isAuthenticated) return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <PublicPageLayout headerAction={<EnergyGeneratorsLink className="link-light" />}>
      <Card className="ml-public-card">
        <Card.Body className="p-4 p-sm-5">
          {/* The spec's spinner while the session is checked, in a slot of its own beside the
              heading (no taller than the heading's line): the card is drawn at its final size at
              once, its buttons disabled meanwhile, and nothing moves when the check ends
              (CLS, docs/performance.md). */}
          <div className="d-flex align-items-center justify-content-between gap-3 mb-3">
            <h1 className="h2 mb-0">Login or Register</h1>
            {/* LoadingSpinner's markup, written out: importing it split it into a chunk of its own,
                which both the login and the dashboard visits then loaded (npm run size). */}
            <div className="ml-session-check">
              {isLoading ? (
                <div role="status" className="text-primary">
                  <span className="spinner-border" aria-hidden="true" />
                  <span className="visually-hidden">Checking your session</span>
                </div>
              ) : null}
            </div>
          </div>
          <p className="text-body-secondary mb-4">
            Welcome to Market Lens. Follow the wholesale gas and power markets, buy your energy in tranches at the
            right time, and keep in touch with your account team, all in one place.
          </p>
          <div className="d-grid gap-3">
            <Button variant="primary" size="lg" disabled={isLoading} onClick={() => void login({ returnTo: DASHBOARD_PATH })}>
              Login
            </Button>
            <Button variant="outline-primary" size="lg" disabled={isLoading} onClick={() => void register()}>
              Register
            </Button>
          </div>
          <p className="small text-body-secondary mt-4 mb-0">
            New to Market Lens? Register with your work email address. Our team approves every new account before it
            can see company data.
          </p>
        </Card.Body>
      </Card>
      <p className="text-center small text-body-secondary mt-4 mb-0">
        Generating energy rather than buying it? Visit <EnergyGeneratorsLink />
      </p>
    </PublicPageLayout>
  );
}

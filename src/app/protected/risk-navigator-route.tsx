import { SupportAlertsPage } from '@/features/risk-navigator/components/support-alerts-page';
import { readRiskNavigatorClaims } from '@/features/risk-navigator/utils/risk-navigator-claims';

import { useAuthControl } from '../session/auth-control';

/**
 * The risk-navigator route: the page gets the Risk Navigator claims of the ID token, read
 * from the Auth0 SDK's user (screens never touch the SDK themselves).
 */
export function RiskNavigatorAlertsRoute() {
  const { user } = useAuthControl();
  return <SupportAlertsPage claims={readRiskNavigatorClaims(user)} />;
}

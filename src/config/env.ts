/**
 * Runtime configuration of the SPA. Every value has an embedded default that
 * points at the local development stack started by `npm start`; a deployment
 * overrides them with VITE_* variables at build time.
 */
const read = (value: string | undefined, fallback: string): string =>
  value !== undefined && value !== '' ? value : fallback;

const vars = import.meta.env;

export const env = {
  apiBaseUrl: read(vars.VITE_API_BASE_URL, '/api/v2'),
  auth0Domain: read(vars.VITE_AUTH0_DOMAIN, 'http://localhost:4001'),
  auth0ClientId: read(vars.VITE_AUTH0_CLIENT_ID, 'market-lens-spa'),
  auth0Audience: read(vars.VITE_AUTH0_AUDIENCE, 'https://api.market-lens.local/api/v2'),
  supportPhone: read(vars.VITE_SUPPORT_PHONE, '+44 20 7946 0321'),
  supportEmail: read(vars.VITE_SUPPORT_EMAIL, 'optimisation@market-lens.local'),
  energyGeneratorsUrl: read(vars.VITE_ENERGY_GENERATORS_URL, 'https://generators.market-lens.local'),
  newsAndInsightsUrl: read(vars.VITE_NEWS_URL, 'https://www.market-lens.local/news-and-insights'),
  websiteUrl: read(vars.VITE_WEBSITE_URL, 'https://www.market-lens.local'),
  /** The external form a user whose email is not verified uses to reach us (the 'Verify your email address' card). */
  emailVerificationFormUrl: read(vars.VITE_EMAIL_VERIFICATION_FORM_URL, 'https://www.market-lens.local/verify-email'),
  /** The sibling Risk Navigator app; the risk-navigator page hands over to it (docs/risk-navigator.md). */
  riskNavigatorUrl: read(vars.VITE_RISK_NAVIGATOR_URL, 'https://risk-navigator.market-lens.local'),
  linkedInUrl: read(vars.VITE_LINKEDIN_URL, 'https://www.linkedin.com/company/market-lens'),
  xUrl: read(vars.VITE_X_URL, 'https://x.com/marketlens'),
  youTubeUrl: read(vars.VITE_YOUTUBE_URL, 'https://www.youtube.com/@marketlens'),
} as const;

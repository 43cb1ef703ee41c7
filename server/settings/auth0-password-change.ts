/**
 * Password change with a real Auth0 tenant (docs/identity-provider.md, "Password change"): the API
 * never sees a password. It asks the tenant's Authentication API to email the user a
 * change-password link — POST {AUTH0_DOMAIN}/dbconnections/change_password with the SPA's client
 * id, the user's email and the database connection (AUTH0_CONNECTION) — and the user sets the new
 * password on the tenant's own page, under the tenant's password policy.
 */
export interface Auth0PasswordChangeSettings {
  domain: string;
  clientId: string;
  connection: string;
}

export class Auth0PasswordChangeError extends Error {}

export async function requestAuth0PasswordChangeEmail(settings: Auth0PasswordChangeSettings, email: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl(`${settings.domain.replace(/\/+$/, '')}/dbconnections/change_password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: settings.clientId, email, connection: settings.connection }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Auth0PasswordChangeError(`The identity provider refused the password change email (${response.status})`);
}

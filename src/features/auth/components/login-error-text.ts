/**
 * The text shown for a login error description: the identity provider's
 * 'No Company Data' becomes guidance for the user; anything else is shown as received.
 */
export const NO_COMPANY_DATA = 'No Company Data';

export function loginErrorText(description: string): string {
  return description === NO_COMPANY_DATA
    ? 'We could not find any company data for your account. Please contact your Account Manager.'
    : description;
}

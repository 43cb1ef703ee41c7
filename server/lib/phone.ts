/**
 * Mobile phone numbers are stored in E.164 (+447700900123): parsed and validated with
 * libphonenumber-js's mobile metadata, a number without a country code read as a UK number
 * (docs/roles-and-permissions.md is silent; the portal's customers are UK businesses).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

export const DEFAULT_PHONE_COUNTRY = 'GB';
export const INVALID_MOBILE = 'Enter a valid mobile phone number, for example 07911 123456 or +44 7911 123456.';

/** The number in E.164, or undefined when it is not a valid mobile number. */
export function toE164Mobile(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : undefined;
}

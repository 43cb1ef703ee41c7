import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * The same rule as the server (server/lib/phone.ts): a valid mobile number by libphonenumber-js's
 * mobile metadata, a number without a country code read as a UK number; stored in E.164.
 */
export const INVALID_MOBILE = 'Enter a valid mobile phone number, for example 07911 123456 or +44 7911 123456.';

/** The number in E.164 (+447911123456), or undefined when it is not a valid mobile number. */
export function toE164Mobile(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), 'GB');
  return parsed?.isValid() ? parsed.number : undefined;
}

/** How the profile shows a stored number: international format when it parses, else as stored. */
export function formatMobile(stored: string | null): string {
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored, 'GB');
  return parsed ? parsed.formatInternational() : stored;
}

import { describe, expect, it } from 'vitest';

import { profileChanges, profileSchema } from '@/features/settings/components/profile-page';
import { formatMobile, toE164Mobile } from '@/features/settings/utils/phone';
import { formProblems } from '@/lib/contract-form';

const saved = { firstname: 'Alex', lastname: 'Morgan', mobilePhone: '+44 7700 900123' };

describe('mobile numbers (libphonenumber-js, UK by default)', () => {
  it('stores a valid mobile in E.164, whatever the spacing or prefix', () => {
    expect(toE164Mobile('07911 123456')).toBe('+447911123456');
    expect(toE164Mobile('+44 (0)7911 123456')).toBe('+447911123456');
    expect(toE164Mobile('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses landlines, short numbers and text', () => {
    expect(toE164Mobile('020 7946 0321')).toBeUndefined();
    expect(toE164Mobile('07911 12')).toBeUndefined();
    expect(toE164Mobile('call me')).toBeUndefined();
  });

  it('shows a stored number in international format, or as stored', () => {
    expect(formatMobile('+447911123456')).toBe('+44 7911 123456');
    expect(formatMobile(null)).toBe('');
  });
});

describe('the profile form', () => {
  it('checks names and an edited mobile, not a stored one it cannot read', () => {
    const problems = (draft: typeof saved) => formProblems(profileSchema(saved), draft);
    expect(problems(saved)).toEqual({});
    expect(problems({ ...saved, firstname: ' ', mobilePhone: '0123' })).toEqual({
      firstname: 'Enter your first name.',
      mobilePhone: expect.stringMatching(/valid mobile phone number/),
    });
    // The limits are the contract's (generated/zod): 101 characters is one too many.
    expect(problems({ ...saved, lastname: 'x'.repeat(101) })).toEqual({ lastname: 'Use at most 100 characters.' });
  });

  it('sends only what changed, the mobile in E.164 and null to clear it', () => {
    expect(profileChanges(saved, saved)).toEqual({});
    expect(profileChanges(saved, { ...saved, lastname: ' Morgan-Hale ', mobilePhone: '07911 123456' })).toEqual({ lastname: 'Morgan-Hale', mobilePhone: '+447911123456' });
    expect(profileChanges(saved, { ...saved, mobilePhone: '' })).toEqual({ mobilePhone: null });
  });
});

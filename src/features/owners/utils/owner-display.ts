import type { Owner } from '@generated/model/owner';

/** The account team's office, shown on every owner's tab (one fixed office address). */
export const OFFICE_ADDRESS = ['Market Lens Optimisation Desk', '4th Floor, 18 King William Street', 'London', 'EC4N 7BP'] as const;

export const UNNAMED_CONTACT = 'Unnamed Contact';
export const NO_PHONE = 'N/A';
export const NO_EMAIL = 'No email provided';
export const GENERIC_TAB_LABEL = 'Contact';
export const NO_OWNERS = 'No Contacts Found – There is no owner information available for this contact.';
export const OWNERS_ERROR = 'There was an error fetching user Owners data.';

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** First and last name, or null when the owner has neither. */
export function ownerFullName(owner: Owner): string | null {
  return present([present(owner.firstName), present(owner.lastName)].filter(Boolean).join(' '));
}

/** A tab is labelled by job title, else full name, else 'Contact'. */
export function ownerTabLabel(owner: Owner): string {
  return present(owner.jobTitle) ?? ownerFullName(owner) ?? GENERIC_TAB_LABEL;
}

export function ownerDisplayName(owner: Owner): string {
  return ownerFullName(owner) ?? UNNAMED_CONTACT;
}

export function ownerPhone(owner: Owner): string {
  return present(owner.companyPhone) ?? NO_PHONE;
}

export function ownerEmail(owner: Owner): string {
  return present(owner.email) ?? NO_EMAIL;
}

/** Initials for the placeholder avatar ('AM'), or null for an unnamed owner. */
export function ownerInitials(owner: Owner): string | null {
  const initials = [owner.firstName, owner.lastName]
    .map((name) => present(name)?.charAt(0).toUpperCase() ?? '')
    .join('');
  return initials || null;
}

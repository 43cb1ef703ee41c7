/**
 * Fixed owners and account contacts for the owners stories (and the dashboards). Stories
 * pass these to the generated handlers (`getListOwnersMockHandler`,
 * `getListAccountContactsMockHandler`).
 */
import type { AccountContact } from '@generated/model/accountContact';
import type { Owner } from '@generated/model/owner';

function portrait(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect width="128" height="128" fill="hsl(${hue},45%,42%)"/><circle cx="64" cy="50" r="24" fill="hsl(${hue},40%,82%)"/><path d="M20 128c4-28 22-40 44-40s40 12 44 40z" fill="hsl(${hue},40%,82%)"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const accountManager: Owner = {
  id: '6001',
  firstName: 'Sarah',
  lastName: 'Whitfield',
  jobTitle: 'Account Manager',
  companyPhone: '+44 20 7946 0104',
  email: 'sarah.whitfield@market-lens.local',
  profilePictureUrl: portrait(205),
};

export const tradingAnalyst: Owner = {
  id: '6002',
  firstName: 'Daniel',
  lastName: 'Okafor',
  jobTitle: 'Energy Trading Analyst',
  companyPhone: '+44 20 7946 0187',
  email: 'daniel.okafor@market-lens.local',
  profilePictureUrl: null,
};

/** No job title: the tab shows the full name. No phone: 'N/A'. */
export const ownerWithoutTitle: Owner = {
  id: '6003',
  firstName: 'Priya',
  lastName: 'Raman',
  jobTitle: null,
  companyPhone: null,
  email: 'priya.raman@market-lens.local',
  profilePictureUrl: null,
};

/** Nothing but an id: tab 'Contact', 'Unnamed Contact', 'N/A', 'No email provided', placeholder avatar. */
export const ownerWithNothing: Owner = {
  id: '6004',
  firstName: null,
  lastName: null,
  jobTitle: null,
  companyPhone: null,
  email: null,
  profilePictureUrl: null,
};

export const owners = { data: [accountManager, tradingAnalyst] };

export const accountContacts: AccountContact[] = [
  { id: 'auth0|880012', hsId: '880012', firstname: 'Alex', lastname: 'Morgan', email: 'alex.morgan@northwind.example', role: 'admin', accountStatus: 'accountApproved' },
  { id: 'auth0|880013', hsId: '880013', firstname: 'Jordan', lastname: 'Patel', email: 'jordan.patel@northwind.example', role: 'general', accountStatus: 'accountApproved' },
  { id: 'auth0|880014', hsId: '880014', firstname: 'Chloe', lastname: 'Evans', email: 'chloe.evans@northwind.example', role: 'general', accountStatus: 'registered' },
];

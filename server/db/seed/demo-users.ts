/**
 * The seeded demo logins, one per role and per account status, for the README and the
 * identity provider's login page. Every one uses DEMO_PASSWORD.
 */
import type { Role } from '../../../generated/model/role';

export const DEMO_PASSWORD = 'MarketLens!2026';

export type DemoUserStatus =
  | 'approved'
  | 'registered'
  | 'revoked'
  | 'rejected'
  | 'emailNotVerified'
  | 'termsNotAccepted'
  | 'noCompany';

export interface DemoUser {
  email: string;
  role: Role;
  status: DemoUserStatus;
  description: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'buyer@northwind-foods.co.uk',
    role: 'general',
    status: 'approved',
    description: 'Buyer at Northwind Foods: one company, one flexible account, every permission.',
  },
  {
    email: 'procurement@harbour-group.co.uk',
    role: 'general',
    status: 'approved',
    description: 'Multi-company buyer for the Harbour Group (three companies, three accounts, mixed permissions).',
  },
  {
    email: 'energy@pennine-retail.co.uk',
    role: 'general',
    status: 'approved',
    description: 'Pennine Retail Parks: a multi-purchase account (no purchasing group), sees the multi dashboard.',
  },
  {
    email: 'admin@harbour-group.co.uk',
    role: 'admin',
    status: 'approved',
    description: 'Customer-side admin of the Harbour Group: user admin and view-as for Harbour users.',
  },
  {
    email: 'desk@market-lens.co.uk',
    role: 'nbs_admin',
    status: 'approved',
    description: 'Optimisation desk (nbs_admin): every account and permission, view-as anyone, audit log.',
  },
  {
    email: 'new.starter@caledonia-hotels.co.uk',
    role: 'general',
    status: 'registered',
    description: 'Signed up and accepted the terms, awaiting approval ("Thank you for signing up").',
  },
  {
    email: 'former.buyer@severn-plastics.co.uk',
    role: 'general',
    status: 'revoked',
    description: 'Account revoked ("Account Revoked").',
  },
  {
    email: 'applicant@caledonia-hotels.co.uk',
    role: 'general',
    status: 'rejected',
    description: 'Registration rejected ("Account Denied").',
  },
  {
    email: 'unverified@severn-plastics.co.uk',
    role: 'general',
    status: 'emailNotVerified',
    description: 'Approved but the email address is not verified ("Verify your email address").',
  },
  {
    email: 'finance@caledonia-hotels.co.uk',
    role: 'general',
    status: 'termsNotAccepted',
    description: 'Approved, has not accepted the terms yet ("Terms Acceptance Required").',
  },
  {
    email: 'sole.trader@no-company.co.uk',
    role: 'general',
    status: 'noCompany',
    description: 'No company data: the login ends with "No Company Data".',
  },
  {
    email: 'buyer@caledonia-hotels.co.uk',
    role: 'general',
    status: 'approved',
    description: 'Buyer at Caledonia Hotels: another company, used to show that data never crosses companies.',
  },
  {
    email: 'finance@harbour-group.co.uk',
    role: 'general',
    status: 'approved',
    description: 'Harbour Group finance: may approve baseload power orders above the buyer’s trade authority (Approvals).',
  },
];

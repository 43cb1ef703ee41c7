import type { AdminUser } from '@generated/model/adminUser';

export const STATUS_LABELS: Record<AdminUser['accountStatus'], string> = {
  accountApproved: 'Approved',
  registered: 'Awaiting approval',
  revoked: 'Revoked',
  rejected: 'Denied',
};

export const ROLE_LABELS: Record<AdminUser['role'], string> = { general: 'General', admin: 'Admin', nbs_admin: 'NBS admin' };

export const fullName = (user: Pick<AdminUser, 'firstname' | 'lastname' | 'email'>) => `${user.firstname} ${user.lastname}`.trim() || user.email;

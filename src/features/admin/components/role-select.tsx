import Form from 'react-bootstrap/Form';

import type { AdminUser } from '@generated/model/adminUser';
import { Role } from '@generated/model/role';
import { apiErrorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';

import { useUpdateUserRole } from '../api/admin-changes';
import { fullName, ROLE_LABELS } from './user-admin-labels';

/**
 * nbs_admin changes a user's role in place; the server refuses one's own role (docs/roles-and-permissions.md).
 * The selects of user admin have square corners: Chromium paints a select's rounded corner two ways
 * between loads, which pixel-exact baselines cannot allow.
 */
export function RoleSelect({ user, disabled }: { user: AdminUser; disabled: boolean }) {
  const change = useUpdateUserRole();
  return (
    <Form.Select className="rounded-0"
      size="sm"
      aria-label={`Role of ${fullName(user)}`}
      value={user.role}
      disabled={disabled || change.isPending}
      onChange={(event) =>
        change.mutate(
          { userId: user.id, data: { role: event.target.value as Role } },
          {
            onSuccess: ({ data }) => toast.success(`${fullName(data)} is now ${ROLE_LABELS[data.role]}.`),
            onError: (error) => toast.error(apiErrorMessage(error) ?? 'The role could not be changed.'),
          },
        )
      }
      style={{ minWidth: '8rem' }}
    >
      {Object.values(Role).map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </Form.Select>
  );
}

import Button from 'react-bootstrap/Button';

import { useViewAs } from '@/lib/portal-session';

/**
 * The bar an admin cannot miss while viewing the portal as someone else:
 * 'Viewing as: {name} - {id}' and 'Exit View As'. Nothing outside view-as mode.
 * Shown above the viewed user's status cards too, so the way out is always there.
 */
export function ViewAsBanner() {
  const viewAs = useViewAs();
  if (!viewAs?.isViewAsMode || !viewAs.viewAsUser) return null;
  const { name, id } = viewAs.viewAsUser;
  return (
    <section className="ml-view-as-banner" aria-label="View-as mode">
      <p className="mb-0">
        <strong>
          Viewing as: {name} - {id}
        </strong>
        <span className="ml-view-as-banner__note">Read-only: changes are disabled while you view as another user.</span>
      </p>
      <Button variant="dark" size="sm" onClick={viewAs.exit}>
        Exit View As
      </Button>
    </section>
  );
}

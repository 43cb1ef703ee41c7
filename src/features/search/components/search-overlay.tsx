import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';

/**
 * Small screens (under 768px): search takes the whole screen. Escape, a click outside the
 * search panel and the close button close it; focus stays inside while it is open.
 */
export function SearchOverlay({
  show,
  onClose,
  field,
  children,
}: {
  show: boolean;
  onClose: () => void;
  field: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Modal show={show} onHide={onClose} className="ml-search-overlay" dialogClassName="ml-search-overlay__dialog" aria-label="Search">
      <div className="ml-search-overlay__bar">
        {field}
        <IconButton label="Close search" onClick={onClose}>
          <CloseIcon size={22} />
        </IconButton>
      </div>
      <div className="ml-search-overlay__results">
        {children ?? <p className="text-body-secondary mb-0">Find orders, support queries and price alerts.</p>}
      </div>
    </Modal>
  );
}

import type { ReactNode } from 'react';

import { ExternalLinkIcon } from '@/components/ui/icons';

/** A sidebar link that leaves the portal: opens in a new tab and says so. */
export function ExternalNavLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <a className="ml-nav-link" href={href} target="_blank" rel="noopener noreferrer">
      {icon}
      <span className="ml-nav-link__label">{children}</span>
      <ExternalLinkIcon size={14} className="ml-nav-link__trail" />
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}

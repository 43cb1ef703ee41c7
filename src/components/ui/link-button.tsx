import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * An in-app link that looks like a Bootstrap button. It stays a link (not a button) so
 * it navigates, opens in a new tab with a modifier key and is announced as a link.
 */
export function LinkButton({
  to,
  variant = 'primary',
  size,
  className,
  onClick,
  children,
}: {
  to: string;
  variant?: 'primary' | 'outline-primary' | 'secondary' | 'outline-secondary' | 'link';
  size?: 'sm' | 'lg';
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  const classes = ['btn', `btn-${variant}`];
  if (size) classes.push(`btn-${size}`);
  if (className) classes.push(className);
  return (
    <Link to={to} className={classes.join(' ')} onClick={onClick}>
      {children}
    </Link>
  );
}

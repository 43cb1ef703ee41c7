import './icon-button.css';

import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

/**
 * A square button showing only an icon (menu, search, notifications). `label` is its
 * accessible name, so it can never be left unnamed.
 */
export const IconButton = forwardRef<
  HTMLButtonElement,
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & { label: string; children: ReactNode }
>(function IconButton({ label, className, children, type = 'button', ...rest }, ref) {
  return (
    <button ref={ref} type={type} aria-label={label} className={['ml-icon-button', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </button>
  );
});

import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * A button whose action is under way: disabled, with a spinner and, when given, a label saying
 * what is happening ('Saving…'), so a second click cannot send it twice.
 */
export function BusyButton({ busy, busyLabel, disabled, children, ...props }: ButtonProps & { busy: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    <Button {...props} disabled={disabled || busy}>
      {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

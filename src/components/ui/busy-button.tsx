import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

import { WriteGuard } from '@/lib/write-guard';

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

/**
 * A form's write button: a busy button inside the write guard, so in view-as it is disabled
 * and says why (src/lib/write-guard.tsx).
 */
export function WriteBusyButton(props: ButtonProps & { busy: boolean; busyLabel?: string; children: ReactNode }) {
  return <WriteGuard>{({ disabled, describedBy }) => <BusyButton {...props} disabled={disabled || props.disabled} aria-describedby={describedBy} />}</WriteGuard>;
}

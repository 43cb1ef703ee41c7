import Spinner from 'react-bootstrap/Spinner';

/**
 * A spinner that says what it is: role=status with a label, visible or for screen
 * readers only. `centered` gives it a block of its own (e.g. a whole page loading).
 */
export function LoadingSpinner({
  label = 'Loading',
  visibleLabel = false,
  centered = false,
  size,
}: {
  label?: string;
  visibleLabel?: boolean;
  centered?: boolean;
  size?: 'sm';
}) {
  const classes = ['d-inline-flex', 'align-items-center', 'gap-2', 'text-primary'];
  if (centered) classes.push('w-100', 'justify-content-center', 'py-5');
  return (
    <div role="status" className={classes.join(' ')}>
      <Spinner animation="border" size={size} aria-hidden="true" />
      <span className={visibleLabel ? 'text-body-secondary fw-medium' : 'visually-hidden'}>{label}</span>
    </div>
  );
}

/** A whole page loading: the spinner and its label, in the middle of the window. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="min-vh-100 d-flex align-items-center">
      <LoadingSpinner label={label} visibleLabel centered />
    </div>
  );
}

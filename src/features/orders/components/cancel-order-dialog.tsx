import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before a pending order is cancelled; the server's refusal (e.g. it executed meanwhile) shows inside. */
export function CancelOrderDialog({
  orderName,
  cancelling,
  error,
  onConfirm,
  onClose,
}: {
  orderName: string;
  cancelling: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title="Cancel this order?"
      confirmLabel="Cancel order"
      cancelLabel="Keep the order"
      busy={cancelling}
      error={error}
      keepOpenWhileBusy
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {orderName} will not execute. Its volume is no longer reserved. You cannot undo a cancellation, but you can place a new order.
    </ConfirmDialog>
  );
}

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before an alert is deleted; the server's refusal stays in the dialog. */
export function DeleteAlertDialog({
  what,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  /** The alert in words, e.g. 'POWERUKBASECAL Apr-27 rises above 85.00 £/MWh'. */
  what: string;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="Delete price alert"
      confirmLabel="Delete alert"
      cancelLabel="Cancel"
      cancelVariant="outline-primary"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      Delete the alert <strong>{what}</strong>? It will no longer watch the closing prices. This cannot be undone.
    </ConfirmDialog>
  );
}

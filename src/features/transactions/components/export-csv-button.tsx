import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

import { exportTransactionsCsv } from '@generated/api/transactions/transactions';
import type { ExportTransactionsCsvParams } from '@generated/model/exportTransactionsCsvParams';
import { FileIcon } from '@/components/ui/icons';
import { apiErrorMessage } from '@/lib/api-error';
import { withReadableError } from '@/lib/api-error-download';
import { formatIsoDay } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { now as businessNow } from '@/lib/clock';

import { saveBlob } from '../utils/save-file';

/** The server names its file the same way (transactions-{account or all}-{London day}.csv). */
export function csvFileName(params: ExportTransactionsCsvParams, today: Date = businessNow()): string {
  return `transactions-${params.accountId ?? 'all'}-${formatIsoDay(today)}.csv`;
}

/**
 * 'Export CSV': the server streams the whole filtered list of transactions (every page) as a CSV file;
 * it is fetched through the authenticated client, so the bearer token and view-as header
 * go with it, and then saved. Reading is allowed in view-as mode.
 */
export function ExportCsvButton({ params, disabled }: { params: ExportTransactionsCsvParams; disabled: boolean }) {
  const download = useMutation({
    mutationFn: async () => {
      try {
        saveBlob(await exportTransactionsCsv(params), csvFileName(params));
      } catch (error) {
        throw await withReadableError(error);
      }
    },
    onError: (error) => toast.error(`The CSV export failed. ${apiErrorMessage(error) ?? 'Please try again later.'}`),
  });
  return (
    <Button variant="outline-primary" className="d-inline-flex align-items-center gap-2" disabled={disabled || download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <FileIcon size={18} />}
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}

import { exportTransactionsXlsx } from '@generated/api/spreadsheets/spreadsheets';
import { exportTransactionsCsv } from '@generated/api/transactions/transactions';
import type { ExportTransactionsCsvParams } from '@generated/model/exportTransactionsCsvParams';
import { DownloadButton } from '@/components/ui/download-button';
import { formatIsoDay } from '@/lib/dates';
import { now as businessNow } from '@/lib/clock';

/** The server names its files the same way (transactions-{account or all}-{London day}.csv or .xlsx). */
export function csvFileName(params: ExportTransactionsCsvParams, today: Date = businessNow(), extension: 'csv' | 'xlsx' = 'csv'): string {
  return `transactions-${params.accountId ?? 'all'}-${formatIsoDay(today)}.${extension}`;
}

/**
 * 'Export CSV' and 'Export Excel': the server streams the whole filtered list of transactions
 * (every page) as a CSV file or an .xlsx workbook with typed cells and the filters written above
 * the header (docs/files.md, "Spreadsheets"). Reading is allowed in view-as mode.
 */
export function ExportButtons({ params, disabled }: { params: ExportTransactionsCsvParams; disabled: boolean }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <DownloadButton label="Export CSV" what="CSV" fetchFile={() => exportTransactionsCsv(params)} fileName={() => csvFileName(params)} disabled={disabled} />
      <DownloadButton
        label="Export Excel"
        what="Excel"
        fetchFile={() => exportTransactionsXlsx(params)}
        fileName={() => csvFileName(params, businessNow(), 'xlsx')}
        disabled={disabled}
      />
    </div>
  );
}

import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';

import { useListTransactions } from '@generated/api/transactions/transactions';
import type { Transaction } from '@generated/model/transaction';
import type { TransactionTotals } from '@generated/model/transactionTotals';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { SkeletonText } from '@/components/ui/skeleton';
import { accountLabel, isMultiPurchaseAccount } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error';
import { formatGbp } from '@/lib/money';
import { usePortalSession } from '@/lib/portal-session';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { dateRangeError, transactionsQuery, useTransactionFilters } from '../utils/transaction-filters';
import { type ConfirmationAnswer, ConfirmationDialog } from './confirmation-dialog';
import { ExportButtons } from './export-buttons';
import { TransactionFiltersForm } from './transaction-filters-form';
import { TransactionsList, TransactionsTable, type AccountName } from './transactions-table';

export const TRANSACTIONS_PER_PAGE = 20;

function Totals({ totals }: { totals: TransactionTotals }) {
  const figures = [
    { label: 'Trades', value: String(totals.count) },
    { label: 'Bought', value: formatGbp(totals.boughtValue) },
    { label: 'Sold', value: formatGbp(totals.soldValue) },
    { label: 'Net', value: formatGbp(totals.netValue) },
  ];
  return (
    <dl className="row g-3 mb-0" aria-label="Totals of the matching trades">
      {figures.map((figure) => (
        <div key={figure.label} className="col-6 col-md-3">
          <dt className="small fw-normal text-body-secondary">{figure.label}</dt>
          <dd className="h5 mb-0">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Transactions: the executed trades of every account the user may trade on (or
 * one of them), newest first, filtered by trade index and trade date, with the totals of
 * every matching trade and a CSV export of the same list (docs/trading.md).
 */
export function TransactionsPage() {
  const session = usePortalSession();
  const { filters, setFilter, setPage, clear } = useTransactionFilters();
  const rangeError = dateRangeError(filters);
  const query = transactionsQuery(filters);
  const transactions = useListTransactions({ ...query, page: filters.page, perPage: TRANSACTIONS_PER_PAGE }, { query: { enabled: rangeError === null } });
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  const [answering, setAnswering] = useState<{ trade: Transaction; answer: ConfirmationAnswer }>();
  const onAnswer = (trade: Transaction, answer: ConfirmationAnswer) => setAnswering({ trade, answer });
  const tradingAccounts = session.accounts.filter((account) => !isMultiPurchaseAccount(account));
  // One trading account: every row is on it, so the transactions list names no account.
  const accountName: AccountName =
    tradingAccounts.length > 1
      ? (id) => {
          const account = session.accounts.find((candidate) => candidate.id === id);
          return account ? accountLabel(account) : id;
        }
      : null;

  const rows = transactions.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((transactions.data?.total ?? 0) / TRANSACTIONS_PER_PAGE));
  const filtered = Boolean(filters.from || filters.to || filters.tradeIndex || filters.account);

  return (
    <div className="d-flex flex-column gap-4">
      <header className="d-flex flex-wrap justify-content-between align-items-start gap-3">
        <div>
          <h1 className="h3 mb-1">Transactions</h1>
          <p className="text-body-secondary mb-0">Every executed trade, newest first, at the closing price it executed at, with its written confirmation.</p>
        </div>
        <ExportButtons params={query} disabled={rangeError !== null || !transactions.isSuccess || rows.length === 0} />
      </header>
      <Card>
        <Card.Body>
          <TransactionFiltersForm filters={filters} accounts={tradingAccounts} rangeError={rangeError} onChange={setFilter} onClear={clear} />
        </Card.Body>
      </Card>
      {transactions.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(transactions.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      ) : null}
      {transactions.isPending && rangeError === null ? (
        <Card>
          <Card.Body>
            <SkeletonText lines={6} />
          </Card.Body>
        </Card>
      ) : null}
      {transactions.isSuccess && rows.length === 0 ? (
        <EmptyStateCard
          title="No transactions found."
          text={filtered ? 'No executed trade matches these filters.' : 'Executed orders appear here once they have traded at a closing price.'}
        />
      ) : null}
      {transactions.isSuccess && rows.length > 0 ? (
        <>
          <Card>
            <Card.Body>
              <Totals totals={transactions.data.totals} />
            </Card.Body>
          </Card>
          <Card>{stacked ? <TransactionsList rows={rows} accountName={accountName} onAnswer={onAnswer} /> : <TransactionsTable rows={rows} accountName={accountName} onAnswer={onAnswer} />}</Card>
          <Pager page={filters.page} pageCount={pageCount} onPage={setPage} label="Transactions pages" />
        </>
      ) : null}
      {answering ? <ConfirmationDialog trade={answering.trade} answer={answering.answer} onClose={() => setAnswering(undefined)} /> : null}
    </div>
  );
}

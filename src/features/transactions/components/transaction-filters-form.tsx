import './transaction-filters.css';

import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';

import type { Account } from '@generated/model/account';
import { TradeIndexOptions } from '@/components/ui/trade-index-options';
import { accountLabel } from '@/lib/accounts';

import type { TransactionFilters } from '../utils/transaction-filters';

/** Account (when the user has more than one), trade index and trade-date range of the transactions list. */
export function TransactionFiltersForm({
  filters,
  accounts,
  rangeError,
  onChange,
  onClear,
}: {
  filters: TransactionFilters;
  accounts: readonly Account[];
  rangeError: string | null;
  onChange: (name: 'from' | 'to' | 'tradeIndex' | 'account', value: string) => void;
  onClear: () => void;
}) {
  const filtered = Boolean(filters.from || filters.to || filters.tradeIndex || filters.account);
  return (
    <Form role="search" aria-label="Filter transactions" className="ml-transaction-filters" onSubmit={(event) => event.preventDefault()}>
      <Row className="g-3 align-items-end">
        {accounts.length > 1 ? (
          <Col xs={12} md={6} xl={3}>
            <Form.Group controlId="transactions-account">
              <Form.Label>Account</Form.Label>
              <Form.Select value={filters.account} onChange={(event) => onChange('account', event.target.value)}>
                <option value="">All accounts</option>
                {accounts.map((account) => (
                  <option key={account.id} value={account.id}>
                    {accountLabel(account)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        ) : null}
        <Col xs={12} md={6} xl={3}>
          <Form.Group controlId="transactions-index">
            <Form.Label>Trade index</Form.Label>
            <Form.Select value={filters.tradeIndex} onChange={(event) => onChange('tradeIndex', event.target.value)}>
              <TradeIndexOptions all />
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={4} xl={2}>
          <Form.Group controlId="transactions-from">
            <Form.Label>From</Form.Label>
            <Form.Control type="date" value={filters.from} isInvalid={rangeError !== null} aria-describedby={rangeError ? 'transactions-range-error' : undefined} onChange={(event) => onChange('from', event.target.value)} />
          </Form.Group>
        </Col>
        <Col xs={6} md={4} xl={2}>
          <Form.Group controlId="transactions-to">
            <Form.Label>To</Form.Label>
            <Form.Control type="date" value={filters.to} isInvalid={rangeError !== null} aria-describedby={rangeError ? 'transactions-range-error' : undefined} onChange={(event) => onChange('to', event.target.value)} />
          </Form.Group>
        </Col>
        <Col xs={12} md={4} xl={2}>
          <Button variant="link" className="px-0" disabled={!filtered} onClick={onClear}>
            Clear filters
          </Button>
        </Col>
      </Row>
      {rangeError ? (
        <p id="transactions-range-error" className="text-danger small mt-2 mb-0" role="alert">
          {rangeError}
        </p>
      ) : null}
    </Form>
  );
}

import './confirmation-state.css';

import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

import type { TradeConfirmation } from '@generated/model/tradeConfirmation';
import type { TradeConfirmationStatus } from '@generated/model/tradeConfirmationStatus';
import type { Transaction } from '@generated/model/transaction';
import { formatShortDate } from '@/lib/dates';
import { formatTime } from '@/lib/date-times';
import { marketLensPath } from '@/lib/market-lens-paths';

import type { ConfirmationAnswer } from './confirmation-dialog';

/** The ledger's words for each state; never colour alone. */
export const CONFIRMATION_LABELS: Record<TradeConfirmationStatus, string> = {
  issuing: 'Being issued',
  pending: 'Awaiting your answer',
  confirmed: 'Confirmed',
  disputed: 'Disputed',
  confirmed_by_default: 'Confirmed by default',
};

/** Badge colours with AA text contrast. */
const BADGE: Record<TradeConfirmationStatus, { bg: string; text?: 'dark' }> = {
  issuing: { bg: 'light', text: 'dark' },
  pending: { bg: 'warning', text: 'dark' },
  confirmed: { bg: 'success' },
  disputed: { bg: 'danger' },
  confirmed_by_default: { bg: 'secondary' },
};

/** '25 Nov 2026, 5:00pm'. */
export const respondByText = (respondBy: string) => `${formatShortDate(respondBy)}, ${formatTime(respondBy)}`;

function Detail({ confirmation }: { confirmation: TradeConfirmation }) {
  switch (confirmation.status) {
    case 'pending':
      return confirmation.respondBy ? <>by {respondByText(confirmation.respondBy)}</> : null;
    case 'confirmed':
      return confirmation.respondedBy ? <>by {confirmation.respondedBy}</> : null;
    case 'disputed':
      return confirmation.supportQueryId ? <>query {confirmation.supportQueryReference}</> : null;
    case 'confirmed_by_default':
      return confirmation.respondBy ? <>no answer by {respondByText(confirmation.respondBy)}</> : null;
    default:
      return <>in a moment</>;
  }
}

/**
 * A trade's confirmation in the ledger: its state in words, the PDF, and — for a customer user
 * while the window is open — Confirm and Dispute. A trade from before confirmations shows a dash.
 */
export function ConfirmationState({ trade, onAnswer, narrow = false }: { trade: Transaction; onAnswer: (trade: Transaction, answer: ConfirmationAnswer) => void; narrow?: boolean }) {
  const confirmation = trade.confirmation;
  if (!confirmation) return <span className="text-body-secondary">-</span>;
  const badge = BADGE[confirmation.status];
  const what = `${trade.deliveryPeriod} trade of ${formatShortDate(trade.tradeDate)}`;
  return (
    <div className={`d-flex flex-column align-items-start gap-1${narrow ? ' ml-confirmation-cell' : ''}`}>
      <Badge bg={badge.bg} text={badge.text}>
        {CONFIRMATION_LABELS[confirmation.status]}
      </Badge>
      <span className="small text-body-secondary">
        <Detail confirmation={confirmation} />
      </span>
      <div className="d-flex flex-wrap gap-2 small">
        {confirmation.fileId ? (
          <Link to={marketLensPath(`files/view/${confirmation.fileId}`, trade.accountId)} aria-label={`Confirmation PDF of the ${what}`}>
            PDF
          </Link>
        ) : null}
        {confirmation.status === 'disputed' && confirmation.supportQueryId ? (
          <Link to={marketLensPath(`support/queries/${confirmation.supportQueryId}`, trade.accountId)} aria-label={`Support query ${confirmation.supportQueryReference ?? ''} about the ${what}`}>
            Query
          </Link>
        ) : null}
      </div>
      {confirmation.canRespond ? (
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="link" className="p-0" onClick={() => onAnswer(trade, 'confirm')} aria-label={`Confirm the ${what}`}>
            Confirm
          </Button>
          <Button size="sm" variant="link" className="p-0 link-danger" onClick={() => onAnswer(trade, 'dispute')} aria-label={`Dispute the ${what}`}>
            Dispute
          </Button>
        </div>
      ) : null}
    </div>
  );
}

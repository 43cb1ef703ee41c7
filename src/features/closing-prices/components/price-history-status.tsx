import Alert from 'react-bootstrap/Alert';

import { LoadingSpinner } from '@/components/ui/loading-spinner';

import { NO_PRICE_HISTORY } from '../utils/history-summary';

/**
 * The loading, error and empty states of a price-history query, shared by the full
 * history and the dashboard's trend card. Renders nothing once there is data to show.
 */
export function PriceHistoryStatus({
  query,
  hasData,
  subject,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  hasData: boolean;
  /** 'price history' or 'price trend': used in the spinner label and the error text. */
  subject: string;
}) {
  if (query.isPending) return <LoadingSpinner label={`Loading ${subject}`} centered />;
  if (query.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {`The ${subject} could not be loaded. Please try again later.`}
      </Alert>
    );
  }
  if (query.isSuccess && !hasData) {
    return (
      <Alert variant="secondary" className="mb-0">
        {NO_PRICE_HISTORY}
      </Alert>
    );
  }
  return null;
}

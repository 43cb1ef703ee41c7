import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';

import { useListPriceAlerts } from '@generated/api/price-alerts/price-alerts';
import type { AlertStatus } from '@generated/model/alertStatus';
import type { PriceAlert } from '@generated/model/priceAlert';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { LinkButton } from '@/components/ui/link-button';
import { StackedListCard } from '@/components/ui/stacked-list-card';
import { TableCard } from '@/components/ui/table-card';
import { accountLabel } from '@/lib/accounts';
import { productLabel, TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';
import { apiErrorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatTwoDecimals } from '@/lib/money';
import { usePortalSession } from '@/lib/portal-session';
import { BELOW_DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useCanWrite, WriteGuard } from '@/lib/write-guard';

import { useDeletePriceAlert } from '../api/price-alert-mutations';
import { DIRECTION_LABELS } from '../utils/alert-form';
import { AlertStatusBadge, alertSummary, DistanceToTarget, LatestClose, TriggeredWith } from './alert-figures';
import { DeleteAlertDialog } from './delete-alert-dialog';

export const ALERTS_LOAD_ERROR = 'Price alerts could not be loaded.';

const FILTERS: { value: AlertStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'triggered', label: 'Triggered' },
  { value: 'expired', label: 'Expired' },
];

/**
 * price-alerts: the alerts of the active account (or of every account when none is chosen),
 * filtered by status, each with its target beside the latest close and the distance between
 * them. Active alerts open their edit form, the others their details; any may be deleted after
 * a confirmation. Writes are disabled in view-as mode, with the reason.
 */
export function PriceAlertsPage() {
  const session = usePortalSession();
  const accountId = session.activeAccount?.id;
  const [filter, setFilter] = useState<AlertStatus | 'all'>('all');
  const alerts = useListPriceAlerts({ ...(accountId ? { accountId } : {}), ...(filter === 'all' ? {} : { status: filter }) });
  const [deleting, setDeleting] = useState<PriceAlert | null>(null);
  const remove = useDeletePriceAlert();
  const stacked = useMediaQuery(BELOW_DESKTOP_QUERY);
  const { canWrite } = useCanWrite();
  const acrossAccounts = !accountId && session.accounts.length > 1;
  const accountName = (id: string) => {
    const account = session.accounts.find((candidate) => candidate.id === id);
    return account ? accountLabel(account) : id;
  };
  const alertPath = (alert: PriceAlert) => marketLensPath(`price-alerts/edit/${encodeURIComponent(alert.id)}`, accountId ?? alert.accountId);
  const rows = alerts.data?.data ?? [];

  const actions = (alert: PriceAlert) => (
    <div className="d-flex flex-wrap gap-2 justify-content-md-end">
      <Link to={alertPath(alert)} className="btn btn-sm btn-outline-primary" aria-label={`${alert.status === 'active' && canWrite ? 'Edit' : 'View'} ${alertSummary(alert)}`}>
        {alert.status === 'active' && canWrite ? 'Edit' : 'View'}
      </Link>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={!canWrite}
        aria-label={`Delete ${alertSummary(alert)}`}
        onClick={() => {
          remove.reset();
          setDeleting(alert);
        }}
      >
        Delete
      </Button>
    </div>
  );
  const target = (alert: PriceAlert) => (
    <>
      {DIRECTION_LABELS[alert.direction]} {formatTwoDecimals(alert.targetPrice)} {alert.priceUnit}
    </>
  );

  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h1 className="h3 mb-1">Price alerts</h1>
          <p className="text-body-secondary mb-0">
            {acrossAccounts ? 'Alerts of all your accounts. ' : ''}An alert triggers once, when a published closing price reaches its target before it expires.
          </p>
        </div>
        {/* Square corners: Chromium painted this button's rounded top corners two ways between loads. */}
        <WriteGuard>
          {({ disabled, describedBy }) =>
            disabled ? (
              <Button disabled aria-describedby={describedBy} className="rounded-0">
                Add price alert
              </Button>
            ) : (
              <LinkButton to={marketLensPath('price-alerts/add-new', accountId)} className="rounded-0">
                Add price alert
              </LinkButton>
            )
          }
        </WriteGuard>
      </div>
      <div role="group" aria-label="Show alerts" className="btn-group align-self-start">
        {FILTERS.map((option) => (
          <Button key={option.value} variant={filter === option.value ? 'primary' : 'outline-primary'} aria-pressed={filter === option.value} onClick={() => setFilter(option.value)}>
            {option.label}
          </Button>
        ))}
      </div>
      {alerts.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(alerts.error) ?? ALERTS_LOAD_ERROR}
        </Alert>
      ) : null}
      {alerts.isSuccess && rows.length === 0 ? (
        <EmptyStateCard
          title={filter === 'all' ? 'No price alerts yet.' : `No ${filter} price alerts.`}
          text="Set a target on a product's closing price and Market Lens tells you when the market reaches it."
          {...(canWrite ? { link: { to: marketLensPath('price-alerts/add-new', accountId), label: 'Add price alert' } } : {})}
        />
      ) : null}
      {stacked && (alerts.isPending || rows.length > 0) ? (
        <StackedListCard pending={alerts.isPending} label="Price alerts">
          {rows.map((alert) => (
            <li key={alert.id} className="list-group-item d-flex flex-column gap-2 py-3">
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
                <span className="fw-medium">
                  {productLabel(alert.tradeIndex, alert.deliveryPeriod)}
                </span>
                <AlertStatusBadge alert={alert} />
              </div>
              <dl className="row g-0 mb-0 small">
                {acrossAccounts ? (
                  <>
                    <dt className="col-5 fw-normal text-body-secondary">Account</dt>
                    <dd className="col-7 mb-1">{accountName(alert.accountId)}</dd>
                  </>
                ) : null}
                <dt className="col-5 fw-normal text-body-secondary">Target</dt>
                <dd className="col-7 mb-1">
                  {target(alert)}
                  <TriggeredWith alert={alert} />
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">Latest close</dt>
                <dd className="col-7 mb-1">
                  <LatestClose alert={alert} />
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">Distance to target</dt>
                <dd className="col-7 mb-1">
                  <DistanceToTarget alert={alert} />
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">Expires</dt>
                <dd className="col-7 mb-0">{formatShortDate(alert.expiryDate)}</dd>
              </dl>
              {actions(alert)}
            </li>
          ))}
        </StackedListCard>
      ) : null}
      {!stacked && (alerts.isPending || rows.length > 0) ? (
        <TableCard
          caption="Price alerts"
          columns={[
            acrossAccounts && { header: 'Account' },
            { header: 'Trade index' },
            { header: 'Delivery period' },
            { header: 'Direction and target' },
            { header: 'Latest close' },
            { header: 'Distance to target' },
            { header: 'Expires' },
            { header: 'Status' },
            { header: 'Actions', visuallyHidden: true },
          ]}
          pending={alerts.isPending}
          skeletonRows={4}
        >
          {rows.map((alert) => (
            <tr key={alert.id}>
              {acrossAccounts ? <td>{accountName(alert.accountId)}</td> : null}
              <td className="fw-medium">{TRADE_INDEX_LABELS[alert.tradeIndex]}</td>
              <td>{alert.deliveryPeriod}</td>
              <td>
                {target(alert)}
                <TriggeredWith alert={alert} />
              </td>
              <td>
                <LatestClose alert={alert} />
              </td>
              <td>
                <DistanceToTarget alert={alert} />
              </td>
              <td>{formatShortDate(alert.expiryDate)}</td>
              <td>
                <AlertStatusBadge alert={alert} />
              </td>
              <td>{actions(alert)}</td>
            </tr>
          ))}
        </TableCard>
      ) : null}
      {deleting ? (
        <DeleteAlertDialog
          what={alertSummary(deleting)}
          deleting={remove.isPending}
          error={remove.isError ? (apiErrorMessage(remove.error) ?? 'The alert could not be deleted.') : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ priceAlertId: deleting.id }, { onSuccess: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}

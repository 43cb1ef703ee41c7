import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { useListTradableProducts } from '@generated/api/orders/orders';
import { useGetPriceAlert } from '@generated/api/price-alerts/price-alerts';
import type { PriceAlert } from '@generated/model/priceAlert';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { formatIsoDay, formatShortDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { formatTwoDecimals } from '@/lib/money';
import { productLabel } from '@/lib/trade-index-labels';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';
import { useCanWrite, WriteGuard } from '@/lib/write-guard';
import { now as businessNow } from '@/lib/clock';

import { useCreatePriceAlert, useDeletePriceAlert, useUpdatePriceAlert } from '../api/price-alert-mutations';
import { DIRECTION_LABELS, productKey, splitProduct, type AlertFormValues } from '../utils/alert-form';
import { AlertStatusBadge, alertSummary, DistanceToTarget, LatestClose } from './alert-figures';
import { DeleteAlertDialog } from './delete-alert-dialog';
import { PriceAlertForm } from './price-alert-form';

export const ALERT_LOAD_ERROR = 'The price alert could not be loaded.';
export const PRODUCTS_LOAD_ERROR = 'The tradable products could not be loaded.';

const EMPTY: AlertFormValues = { product: '', direction: '', targetPrice: '', expiryDate: '' };

function PageHeading({ title, accountId }: { title: string; accountId?: string | null }) {
  return (
    <div className="d-flex flex-column gap-1">
      <Link to={marketLensPath('price-alerts', accountId)} className="small">
        ← Back to price alerts
      </Link>
      <h1 className="h3 mb-0">{title}</h1>
    </div>
  );
}

/** The products the account can watch: its tradable products (docs/price-alerts.md). */
const useProducts = (accountId: string | null) => useListTradableProducts({ accountId: accountId ?? '' }, { query: { enabled: accountId !== null } });

/** price-alerts/add-new (?tradeIndex=&period= pre-selects the product). */
export function AddPriceAlertPage() {
  const session = usePortalSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accountId = session.activeAccount?.id ?? (session.accounts.length === 1 ? (session.accounts[0]?.id ?? null) : null);
  const products = useProducts(accountId);
  const create = useCreatePriceAlert();
  const tradeIndex = params.get('tradeIndex');
  const period = params.get('period');
  const initial: AlertFormValues = { ...EMPTY, product: tradeIndex && period ? productKey(tradeIndex as PriceAlert['tradeIndex'], period) : '' };
  const back = () => navigate(marketLensPath('price-alerts', session.activeAccount?.id));

  return (
    <div className="d-flex flex-column gap-3" style={{ maxWidth: '48rem' }}>
      <PageHeading title="New price alert" accountId={session.activeAccount?.id} />
      {accountId === null ? (
        <Alert variant="info" className="mb-0">
          Choose an account in the account selector to add a price alert to it.
        </Alert>
      ) : null}
      {products.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(products.error) ?? PRODUCTS_LOAD_ERROR}
        </Alert>
      ) : null}
      {accountId !== null && products.isPending ? <SkeletonText lines={6} /> : null}
      {accountId !== null && products.isSuccess ? (
        <Card>
          <Card.Body>
            <PriceAlertForm
              initial={initial}
              products={products.data.data}
              today={formatIsoDay(businessNow())}
              saving={create.isPending}
              submitLabel="Create alert"
              onCancel={back}
              onSubmit={(values, acknowledgeRisk, onError) => {
                const product = splitProduct(values.product);
                if (!product || !values.direction) return;
                const acknowledged = acknowledgeRisk ? { acknowledgeRisk: true } : {};
                create.mutate(
                  { data: { accountId, ...product, direction: values.direction, targetPrice: Number(values.targetPrice), expiryDate: values.expiryDate, ...acknowledged } },
                  {
                    onSuccess: ({ data }) => {
                      toast.success(`Price alert created: ${alertSummary(data)}`);
                      back();
                    },
                    onError,
                  },
                );
              }}
            />
          </Card.Body>
        </Card>
      ) : null}
    </div>
  );
}

/** A triggered or expired alert (no longer editable): what it watched and how it ended. */
function AlertDetails({ alert, onDelete }: { alert: PriceAlert; onDelete: () => void }) {
  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0">
            {productLabel(alert.tradeIndex, alert.deliveryPeriod)}
          </h2>
          <AlertStatusBadge alert={alert} />
        </div>
        {alert.status === 'triggered' && alert.triggeredPrice !== null ? (
          <p className="mb-0">
            {alert.direction === 'rises_above' ? 'Rose above' : 'Fell below'} {formatTwoDecimals(alert.targetPrice)} {alert.priceUnit} — closed at{' '}
            {formatTwoDecimals(alert.triggeredPrice)} {alert.priceUnit}
            {alert.triggeredPriceDate ? ` on ${formatShortDate(alert.triggeredPriceDate)}` : ''}.
          </p>
        ) : (
          <p className="mb-0">Expired on {formatShortDate(alert.expiryDate)} without the closing price reaching the target.</p>
        )}
        <dl className="row mb-0">
          <dt className="col-sm-4">Direction and target</dt>
          <dd className="col-sm-8">
            {DIRECTION_LABELS[alert.direction]} {formatTwoDecimals(alert.targetPrice)} {alert.priceUnit}
          </dd>
          <dt className="col-sm-4">Latest close</dt>
          <dd className="col-sm-8">
            <LatestClose alert={alert} />
          </dd>
          <dt className="col-sm-4">Distance to target</dt>
          <dd className="col-sm-8">
            <DistanceToTarget alert={alert} />
          </dd>
          <dt className="col-sm-4">Expiry date</dt>
          <dd className="col-sm-8 mb-0">{formatShortDate(alert.expiryDate)}</dd>
        </dl>
        <WriteGuard>
          {({ disabled, describedBy }) => (
            <div className="d-flex flex-wrap gap-2">
              {alert.status === 'triggered' ? (
                <Link
                  className="btn btn-primary"
                  to={`${marketLensPath('orders/add-new', alert.accountId)}?${new URLSearchParams({ tradeIndex: alert.tradeIndex, period: alert.deliveryPeriod }).toString()}`}
                >
                  Place an order
                </Link>
              ) : null}
              <Button variant="outline-primary" disabled={disabled} aria-describedby={describedBy} onClick={onDelete}>
                Delete alert
              </Button>
            </div>
          )}
        </WriteGuard>
      </Card.Body>
    </Card>
  );
}

/** price-alerts/edit/{priceAlertId}: the form of an active alert, the details of the others. */
export function EditPriceAlertPage() {
  const { priceAlertId = '' } = useParams();
  const session = usePortalSession();
  const navigate = useNavigate();
  const query = useGetPriceAlert(priceAlertId, { query: { enabled: priceAlertId !== '' } });
  const alert = query.data?.data;
  const products = useProducts(alert?.status === 'active' ? alert.accountId : null);
  const update = useUpdatePriceAlert();
  const remove = useDeletePriceAlert();
  const [confirming, setConfirming] = useState(false);
  const { canWrite } = useCanWrite();
  const back = () => navigate(marketLensPath('price-alerts', session.activeAccount?.id));

  return (
    <div className="d-flex flex-column gap-3" style={{ maxWidth: '48rem' }}>
      <PageHeading title={alert?.status === 'active' && canWrite ? 'Edit price alert' : 'Price alert'} accountId={session.activeAccount?.id} />
      {query.isPending ? <SkeletonText lines={6} /> : null}
      {query.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(query.error) ?? ALERT_LOAD_ERROR}
        </Alert>
      ) : null}
      {alert && alert.status !== 'active' ? <AlertDetails alert={alert} onDelete={() => setConfirming(true)} /> : null}
      {alert?.status === 'active' && products.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(products.error) ?? PRODUCTS_LOAD_ERROR}
        </Alert>
      ) : null}
      {alert?.status === 'active' && products.isSuccess ? (
        <Card>
          <Card.Body className="d-flex flex-column gap-3">
            <PriceAlertForm
              key={alert.id}
              initial={{ product: productKey(alert.tradeIndex, alert.deliveryPeriod), direction: alert.direction, targetPrice: String(alert.targetPrice), expiryDate: alert.expiryDate }}
              products={products.data.data}
              today={formatIsoDay(businessNow())}
              saving={update.isPending}
              submitLabel="Save alert"
              onCancel={back}
              onSubmit={(values, _acknowledgeRisk, onError) => {
                const product = splitProduct(values.product);
                if (!product || !values.direction) return;
                update.mutate(
                  { priceAlertId: alert.id, data: { ...product, direction: values.direction, targetPrice: Number(values.targetPrice), expiryDate: values.expiryDate } },
                  {
                    onSuccess: ({ data }) => {
                      toast.success(`Price alert saved: ${alertSummary(data)}`);
                      back();
                    },
                    onError,
                  },
                );
              }}
            />
            <div className="border-top pt-3">
              <Button variant="outline-primary" disabled={!canWrite} onClick={() => setConfirming(true)}>
                Delete alert
              </Button>
            </div>
          </Card.Body>
        </Card>
      ) : null}
      {alert && confirming ? (
        <DeleteAlertDialog
          what={alertSummary(alert)}
          deleting={remove.isPending}
          error={remove.isError ? (apiErrorMessage(remove.error) ?? 'The alert could not be deleted.') : null}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(
              { priceAlertId: alert.id },
              {
                onSuccess: () => {
                  toast.success('Price alert deleted');
                  back();
                },
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

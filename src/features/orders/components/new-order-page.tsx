import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';

import { useListTradableProducts } from '@generated/api/orders/orders';
import { LinkButton } from '@/components/ui/link-button';
import { SkeletonTextCard } from '@/components/ui/skeleton';
import { accountLabel } from '@/lib/accounts';
import type { OrderConflict } from '@generated/model/orderConflict';
import { apiErrorMessage, apiErrorStatus, conflictFigures } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';
import { useCanWrite, WriteGuard } from '@/lib/write-guard';

import { usePlaceBracket, usePlaceOrder } from '../api/place-order';
import { checkOrderForm, ORDER_FORM_INPUT, orderFormSchema, productKey, requestedOrder, type OrderFormValues } from '../utils/order-form';
import { orderPath } from '../utils/order-labels';
import { OrderConfirmation } from './order-confirmation';
import { OrderFormFields } from './order-form-fields';

export const PRODUCTS_LOAD_ERROR = 'The products you can trade could not be loaded.';
export const PLACE_ORDER_ERROR = 'The order could not be placed.';

type Input = keyof OrderFormValues;
const CHECKED_INPUTS: Input[] = ['product', 'volume', 'limitPrice', 'triggerPrice', 'expiryDate'];

/**
 * New order: pick a product of the account's contract, buy or sell a volume at market, at a
 * limit, with a stop (a trigger), or as a one-cancels-other bracket of a limit and a stop (said
 * in plain words), see every rule checked as you type (the server's own rule code), then confirm the
 * estimate and place it once (Idempotency-Key). Nothing typed is lost on an error. The first
 * execution day is the server's (listTradableProducts): it knows the business clock and the
 * bank holidays, and gives a placed order that same day.
 */
export function NewOrderPage() {
  const session = usePortalSession();
  const navigate = useNavigate();
  const { canWrite, reason } = useCanWrite();
  const account = session.activeAccount;
  const products = useListTradableProducts({ accountId: account?.id ?? '' }, { query: { enabled: account !== null } });
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [placeError, setPlaceError] = useState<string>();
  const place = usePlaceOrder();
  const placeBracket = usePlaceBracket();

  const list = useMemo(() => products.data?.data ?? [], [products.data]);
  // Empty only until the products load; no product can be chosen before then, so the check stops there.
  const executionDay = products.data?.firstExecutionDay ?? '';
  const schema = useMemo(() => orderFormSchema((key) => list.find((candidate) => productKey(candidate) === key), account?.id ?? '', executionDay), [list, account?.id, executionDay]);
  const [initial] = useState<OrderFormValues>(() => requestedOrder(searchParams));
  const form = useContractForm(schema, initial);
  const values = form.watch();
  const product = list.find((candidate) => productKey(candidate) === values.product);
  const check = checkOrderForm(values, product, account?.id ?? '', executionDay);
  // Inputs the user has been in: each change re-checks them all, since one input's rule reads another's value.
  // (A set kept for the page's life; nothing renders from it, so it is not state to update.)
  const [visited] = useState(() => new Set<Input>());
  const visit = (input: Input | null) => {
    if (input) visited.add(input);
    if (visited.size > 0) void form.trigger([...visited]);
  };

  const header = (
    <div>
      <LinkButton to={marketLensPath('orders', account?.id)} variant="link" className="px-0">
        ← All orders
      </LinkButton>
      <h1 className="h3 mb-1">New order</h1>
      <p className="text-body-secondary mb-0">{account ? `For ${accountLabel(account)}.` : 'Choose an account first.'}</p>
    </div>
  );

  if (!account) {
    return (
      <div className="d-flex flex-column gap-3">
        {header}
        <Alert variant="info" className="mb-0">
          Choose the account to trade for in the account selector above.
        </Alert>
      </div>
    );
  }

  const review = form.handleSubmit(
    () => {
      place.reset();
      placeBracket.reset();
      setPlaceError(undefined);
      setStep('confirm');
    },
    () => {
      for (const input of CHECKED_INPUTS) visited.add(input);
    },
  );
  // The server's "are you sure?" (a limit far from the latest close): its figures, then a resend with acknowledgeRisk.
  const sendError = check.bracket ? placeBracket.error : place.error;
  const riskFigures = conflictFigures<OrderConflict, 'limitPriceRisk'>(sendError, 'limitPriceRisk');
  const risk = riskFigures ? { figures: riskFigures, message: apiErrorMessage(sendError) ?? '' } : null;
  const placed = (order: { reference: string; status: string }, what: string) => {
    if (order.status === 'awaiting_approval') toast(`Your ${what} ${order.reference} was placed and needs a colleague’s approval before it can execute.`);
    else toast.success(`Your ${what} ${order.reference} was placed.`);
  };
  const failed = (error: unknown) => {
    if (conflictFigures<OrderConflict, 'limitPriceRisk'>(error, 'limitPriceRisk')) return;
    // A 400 about an input is what the form could not know (e.g. another order took the volume): back to it, shown on its field.
    const message = apiErrorStatus(error) === 400 ? showApiError(form, error, ORDER_FORM_INPUT, PLACE_ORDER_ERROR) : (apiErrorMessage(error) ?? PLACE_ORDER_ERROR);
    if (message === undefined) setStep('edit');
    else setPlaceError(message);
  };
  const submit = (acknowledgeRisk = false) => {
    if (!check.request || place.isPending || placeBracket.isPending) return;
    setPlaceError(undefined);
    if (check.bracket) {
      placeBracket.mutate(acknowledgeRisk ? { ...check.bracket, acknowledgeRisk: true } : check.bracket, {
        onSuccess: (response) => {
          const { takeProfit, stopLoss } = response.data;
          placed({ reference: `${takeProfit.reference} and ${stopLoss.reference}`, status: takeProfit.status }, 'bracket');
          void navigate(orderPath(takeProfit));
        },
        onError: failed,
      });
      return;
    }
    place.mutate(acknowledgeRisk ? { ...check.request, acknowledgeRisk: true } : check.request, {
      onSuccess: (response) => {
        placed(response.data, 'order');
        void navigate(orderPath(response.data));
      },
      onError: failed,
    });
  };

  return (
    <div className="d-flex flex-column gap-3">
      {header}
      {!canWrite ? (
        <Alert variant="warning" className="mb-0">
          {reason} You can look at the products, but not place an order.
        </Alert>
      ) : null}
      {products.isPending ? (
        <SkeletonTextCard label="Loading the products you can trade…" />
      ) : null}
      {products.isError ? (
        <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2" role="alert">
          <span>{apiErrorMessage(products.error) ?? PRODUCTS_LOAD_ERROR}</span>
          <Button variant="danger" size="sm" onClick={() => void products.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {products.isSuccess && list.length === 0 ? (
        <Alert variant="info" className="mb-0">
          Nothing in this account&apos;s contract can be traded right now: every period is past its trade deadline or has no closing price yet.
        </Alert>
      ) : null}
      {products.isSuccess && list.length > 0 && step === 'confirm' && check.request && product ? (
        <OrderConfirmation
          request={check.request}
          bracket={check.bracket}
          product={product}
          accountName={accountLabel(account)}
          executionDay={executionDay}
          submitting={place.isPending || placeBracket.isPending}
          error={placeError ?? null}
          risk={risk}
          onBack={() => setStep('edit')}
          onSubmit={() => submit()}
          onConfirmRisk={() => submit(true)}
        />
      ) : null}
      {products.isSuccess && list.length > 0 && step === 'edit' ? (
        <Card>
          <Card.Body>
            <Form noValidate onSubmit={review} aria-label="New order">
              <OrderFormFields products={list} product={product} form={form} executionDay={executionDay} visit={visit} />
              <div className="mt-4">
                <WriteGuard>
                  {({ disabled, describedBy }) => (
                    <Button type="submit" disabled={disabled} aria-describedby={describedBy}>
                      Review order
                    </Button>
                  )}
                </WriteGuard>
              </div>
            </Form>
          </Card.Body>
        </Card>
      ) : null}
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import * as z from 'zod/mini';

import { getGetTradeAuthorityQueryKey, useGetTradeAuthority, useSetTradeAuthority } from '@generated/api/approvals/approvals';
import { getListAuditLogQueryKey } from '@generated/api/admin/admin';
import type { AdminUser } from '@generated/model/adminUser';
import type { TradeAuthorityLimit } from '@generated/model/tradeAuthorityLimit';
import {
  setTradeAuthorityBodyMaxDailyValueMax,
  setTradeAuthorityBodyMaxOrderValueMax,
  setTradeAuthorityBodyMaxOrderVolumeMax,
} from '@generated/zod/approvals/approvals.zod';
import { BusyButton } from '@/components/ui/busy-button';
import { SkeletonText } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/date-times';
import { usePortalSession } from '@/lib/portal-session';
import { TRADE_INDEX_LABELS } from '@/lib/trading-format';
import { useCanWrite } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { fullName } from './user-admin-labels';

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** An optional limit as typed: empty is no limit; otherwise above 0, at most two decimals, within the contract's maximum. */
const limit = (what: string, max: number) =>
  z.string().check(
    z.refine((value) => value.trim() === '' || TWO_DECIMALS.test(value.trim().replace(/,/g, '')), { error: `Enter ${what} as a number with at most two decimals, or leave it empty for no limit.`, abort: true }),
    z.refine((value) => value.trim() === '' || Number(value.trim().replace(/,/g, '')) > 0, `${what[0]?.toUpperCase()}${what.slice(1)} must be above 0.`),
    z.refine((value) => value.trim() === '' || Number(value.trim().replace(/,/g, '')) <= max, `${what[0]?.toUpperCase()}${what.slice(1)} may be at most ${max.toLocaleString('en-GB')}.`),
  );

export const authoritySchema = z.object({
  mayTrade: z.boolean(),
  maxOrderVolume: limit('the largest volume per order', setTradeAuthorityBodyMaxOrderVolumeMax),
  maxOrderValue: limit('the largest value per order', setTradeAuthorityBodyMaxOrderValueMax),
  maxDailyValue: limit('the daily limit', setTradeAuthorityBodyMaxDailyValueMax),
  mayApprove: z.boolean(),
});

type AuthorityValues = z.input<typeof authoritySchema>;
const FIELDS = ['maxOrderVolume', 'maxOrderValue', 'maxDailyValue'] as const;
const asText = (value: number | null) => (value === null ? '' : String(value));
const asNumber = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(/,/g, '')));

/** One trade index's authority as a small form, saved on its own. */
function IndexAuthority({ userId, current, readOnly }: { userId: string; current: TradeAuthorityLimit; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const save = useSetTradeAuthority();
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState(false);
  const groupId = useId();
  const values: AuthorityValues = {
    mayTrade: current.mayTrade,
    maxOrderVolume: asText(current.maxOrderVolume),
    maxOrderValue: asText(current.maxOrderValue),
    maxDailyValue: asText(current.maxDailyValue),
    mayApprove: current.mayApprove,
  };
  const form = useContractForm(authoritySchema, values);
  const errors = form.formState.errors;
  const name = TRADE_INDEX_LABELS[current.tradeIndex];

  const submit = form.handleSubmit((input) => {
    setAlert(undefined);
    setSaved(false);
    save.mutate(
      {
        userId,
        tradeIndex: current.tradeIndex,
        data: { mayTrade: input.mayTrade, maxOrderVolume: asNumber(input.maxOrderVolume), maxOrderValue: asNumber(input.maxOrderValue), maxDailyValue: asNumber(input.maxDailyValue), mayApprove: input.mayApprove },
      },
      {
        onSuccess: (response) => {
          queryClient.setQueryData(getGetTradeAuthorityQueryKey(userId), response);
          void queryClient.invalidateQueries({ queryKey: getListAuditLogQueryKey() });
          form.reset(input);
          setSaved(true);
        },
        onError: (error) => setAlert(showApiError(form, error, FIELDS, 'The trade authority could not be saved.')),
      },
    );
  });

  const field = (key: (typeof FIELDS)[number], label: string, unit: string) => {
    const message = errors[key]?.message;
    return (
      <Form.Group className="col-12 col-md-4" controlId={`${groupId}-${key}`}>
        <Form.Label className="small mb-1">{`${label} (${unit})`}</Form.Label>
        <Form.Control
          size="sm"
          inputMode="decimal"
          placeholder="No limit"
          disabled={readOnly}
          {...form.register(key)}
          isInvalid={message !== undefined}
          aria-invalid={message !== undefined || undefined}
          aria-describedby={message !== undefined ? `${groupId}-${key}-feedback` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${groupId}-${key}-feedback`}>
          {message}
        </Form.Control.Feedback>
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <fieldset className="border rounded p-3">
        <legend className="float-none w-auto fs-6 fw-medium px-1 mb-2">{name}</legend>
        <p className="small text-body-secondary mb-2">
          {current.set && current.updatedBy && current.updatedAt
            ? `Set by ${current.updatedBy.name}, ${formatDateTime(current.updatedAt)}.`
            : 'Not set: trades without limits, as before, and may not approve.'}
        </p>
        <div className="d-flex flex-wrap gap-3 mb-2">
          <Form.Check type="switch" id={`${groupId}-mayTrade`} label="May trade" disabled={readOnly} {...form.register('mayTrade')} />
          <Form.Check type="switch" id={`${groupId}-mayApprove`} label="May approve others’ orders" disabled={readOnly} {...form.register('mayApprove')} />
        </div>
        <div className="row g-2">
          {field('maxOrderVolume', 'Largest volume per order', current.unit)}
          {field('maxOrderValue', 'Largest value per order', '£')}
          {field('maxDailyValue', 'Daily limit', '£')}
        </div>
        {alert ? (
          <Alert variant="danger" className="mt-2 mb-0" role="alert">
            {alert}
          </Alert>
        ) : null}
        {readOnly ? null : (
          <div className="d-flex align-items-center gap-2 mt-2">
            <BusyButton type="submit" size="sm" variant="primary" busy={save.isPending}>
              Save {name}
            </BusyButton>
            <span aria-live="polite" className="small text-success">
              {saved && !form.formState.isDirty ? 'Saved.' : null}
            </span>
          </div>
        )}
      </fieldset>
    </Form>
  );
}

/**
 * A user's trade authority per trade index (docs/trade-authority.md): whether they may trade,
 * their per-order and daily limits, and whether they may approve others' orders. The customer's
 * admin edits it; the desk and view-as read it only. An admin cannot raise their own authority.
 */
export function TradeAuthorityEditor({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const session = usePortalSession();
  const { canWrite } = useCanWrite();
  const query = useGetTradeAuthority(user.id);
  const titleId = useId();
  const readOnly = !canWrite || session.role !== 'admin';
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} centered size="lg">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          Trade authority of {fullName(user)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        <p className="mb-0 small text-body-secondary">
          An order beyond these limits waits for a colleague who may approve it and whose own limits cover it. Empty limits mean no limit.
          {session.role === 'nbs_admin' ? ' The desk reads trade authority; only the customer’s admin sets it.' : ''}
          {user.id === session.profile.id ? ' You may lower your own authority; raising it needs another administrator.' : ''}
        </p>
        {query.isPending ? <SkeletonText lines={4} /> : null}
        {query.isError ? (
          <Alert variant="danger" className="mb-0" role="alert">
            {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
          </Alert>
        ) : null}
        {query.isSuccess ? query.data.data.limits.map((current) => <IndexAuthority key={current.tradeIndex} userId={user.id} current={current} readOnly={readOnly} />) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

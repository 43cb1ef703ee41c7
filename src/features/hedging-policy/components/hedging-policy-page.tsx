import './hedging-policy.css';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useFieldArray } from 'react-hook-form';

import {
  getGetHedgingPolicyQueryKey,
  useAdoptHedgingPolicy,
  useDecideHedgingPolicyProposal,
  useGetHedgingPolicy,
  useProposeHedgingPolicy,
  useSaveHedgingPolicy,
} from '@generated/api/hedging-policy/hedging-policy';
import type { HedgingPolicy } from '@generated/model/hedgingPolicy';
import type { HedgingPolicyProposal } from '@generated/model/hedgingPolicyProposal';
import type { PolicyBand } from '@generated/model/policyBand';
import type { TradeIndex } from '@generated/model/tradeIndex';
import { bandMonthsLabel } from '@domain/hedging-policy';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { SettingsTabs } from '@/components/ui/settings-tabs';
import { SkeletonText } from '@/components/ui/skeleton';
import { TradeIndexOptions } from '@/components/ui/trade-index-options';
import { apiErrorMessage } from '@/lib/api-error';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { formatShortDate } from '@/lib/dates';
import { formatDateTime } from '@/lib/date-times';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';
import { isTradeIndexValue, TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';
import { WriteGuard } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { policyFormSchema, type PolicyFormValues, serverFields, toBands, toRows } from '../utils/policy-form';

const percent = (value: number) => `${value} %`;

/** A staircase as a read-only table: months before delivery, floor, ceiling. */
export function BandsTable({ bands, caption }: { bands: readonly PolicyBand[]; caption: string }) {
  return (
    <Table size="sm" responsive className="mb-0 policy-bands">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Months before delivery</th>
          <th scope="col" className="text-end">
            Floor
          </th>
          <th scope="col" className="text-end">
            Ceiling
          </th>
        </tr>
      </thead>
      <tbody>
        {bands.map((band) => (
          <tr key={band.fromMonths}>
            <th scope="row" className="fw-normal">
              {bandMonthsLabel(band)}
            </th>
            <td className="text-end">{percent(band.floorPercent)}</td>
            <td className="text-end">{percent(band.ceilingPercent)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function AdoptionStatus({ policy }: { policy: HedgingPolicy }) {
  if (policy.adopted) {
    return (
      <p className="mb-0">
        <Badge bg="success">Adopted</Badge>{' '}
        <span className="small">
          by {policy.adoptedBy ?? 'an admin'}
          {policy.adoptedAt ? ` on ${formatShortDate(policy.adoptedAt)}` : ''}: a month below its floor or above its ceiling is reported to the buyers.
        </span>
      </p>
    );
  }
  return (
    <p className="mb-0">
      <Badge bg="secondary">Not adopted</Badge>{' '}
      <span className="small">The position shows compliance with this policy, but no breach messages are sent until an admin adopts it.</span>
    </p>
  );
}

/** Who may change the policy, for a reader who may not. */
function whoMayEdit(policy: HedgingPolicy): string {
  const { editors } = policy.access;
  if (editors.length === 0) {
    return "Only an admin of the account's company can change this policy, and none is set up yet: ask your account manager.";
  }
  return `Only the company's admin can change this policy: ${editors.join(', ')}.`;
}

function useRefresh(accountId: string, tradeIndex: TradeIndex) {
  const queryClient = useQueryClient();
  return (data: HedgingPolicy) => queryClient.setQueryData(getGetHedgingPolicyQueryKey({ accountId, tradeIndex }), { data });
}

/** The desk's proposal that waits for the customer's admin: accept or reject with a reason. */
function PendingProposal({ policy, proposal }: { policy: HedgingPolicy; proposal: HedgingPolicyProposal }) {
  const refresh = useRefresh(policy.accountId, policy.tradeIndex);
  const decide = useDecideHedgingPolicyProposal();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = (decision: 'accept' | 'reject') => {
    if (reason.trim().length < 5) {
      setProblem('Say why, in at least 5 characters.');
      return;
    }
    setProblem(null);
    decide.mutate(
      { proposalId: proposal.id, data: { decision, reason } },
      {
        onSuccess: ({ data }) => {
          refresh(data);
          setReason('');
          toast.success(decision === 'accept' ? `The desk's proposal is now version ${data.version}.` : "The desk's proposal was rejected.");
        },
        onError: (error) => setProblem(apiErrorMessage(error) ?? 'The decision could not be saved. Try again.'),
      },
    );
  };
  return (
    <Card border="warning">
      <Card.Body className="d-flex flex-column gap-3">
        <div>
          <h2 className="h5 mb-1">The desk proposes a new policy</h2>
          <p className="small text-body-secondary mb-0">
            {proposal.proposedBy} on {formatDateTime(proposal.proposedAt)} (from version {proposal.baseVersion}): {proposal.reason}
          </p>
        </div>
        <BandsTable bands={proposal.bands} caption="The proposed bands" />
        {policy.access.edit ? (
          <div className="d-flex flex-column gap-2">
            <Form.Group controlId="proposal-reason">
              <Form.Label>Why do you accept or reject it?</Form.Label>
              <Form.Control
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
                isInvalid={problem !== null}
                aria-invalid={problem !== null}
                aria-describedby={problem ? 'proposal-reason-problem' : undefined}
              />
              {problem ? (
                <Form.Control.Feedback type="invalid" id="proposal-reason-problem">
                  {problem}
                </Form.Control.Feedback>
              ) : null}
            </Form.Group>
            <div className="d-flex flex-wrap gap-2">
              <Button onClick={() => send('accept')} disabled={decide.isPending}>
                Accept proposal
              </Button>
              <Button variant="outline-danger" onClick={() => send('reject')} disabled={decide.isPending}>
                Reject proposal
              </Button>
            </div>
          </div>
        ) : (
          <p className="small mb-0">Waiting for the company&apos;s admin to accept or reject it.</p>
        )}
      </Card.Body>
    </Card>
  );
}

/** The bands, edited in place: the admin saves a version, the desk proposes. */
function PolicyEditor({ policy, mode }: { policy: HedgingPolicy; mode: 'save' | 'propose' }) {
  const refresh = useRefresh(policy.accountId, policy.tradeIndex);
  const saveMutation = useSaveHedgingPolicy();
  const proposeMutation = useProposeHedgingPolicy();
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const form = useContractForm(policyFormSchema, { bands: toRows(policy.bands), reason: '' }, { mode: 'onTouched' });
  const { fields, insert, remove } = useFieldArray({ control: form.control, name: 'bands' });
  const rows = form.watch('bands');
  const { errors } = form.formState;
  const pending = saveMutation.isPending || proposeMutation.isPending;

  const submit = form.handleSubmit((values: PolicyFormValues) => {
    setFormAlert(null);
    const bands = toBands(values.bands);
    const onError = (error: unknown) => {
      const message = showApiError(form, error, serverFields(values.bands.length) as never, 'The policy could not be saved. Try again.');
      setFormAlert(message ?? null);
    };
    if (mode === 'save') {
      saveMutation.mutate(
        { data: { accountId: policy.accountId, tradeIndex: policy.tradeIndex, baseVersion: policy.version, bands, reason: values.reason } },
        {
          onSuccess: ({ data }) => {
            refresh(data);
            form.reset({ bands: toRows(data.bands), reason: '' });
            toast.success(`Version ${data.version} of the policy is in force.`);
          },
          onError,
        },
      );
    } else {
      proposeMutation.mutate(
        { data: { accountId: policy.accountId, tradeIndex: policy.tradeIndex, bands, reason: values.reason } },
        {
          onSuccess: ({ data }) => {
            refresh(data);
            form.reset({ bands: toRows(data.bands), reason: '' });
            toast.success("Your proposal waits for the company's admin.");
          },
          onError,
        },
      );
    }
  });

  const problem = (index: number, name: 'fromMonths' | 'floorPercent' | 'ceilingPercent') => errors.bands?.[index]?.[name]?.message;

  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-column gap-3">
      <Table size="sm" responsive className="mb-0 policy-bands policy-bands-edit">
        <caption className="visually-hidden">The bands, earliest first</caption>
        <thead>
          <tr>
            <th scope="col">Months ahead</th>
            <th scope="col">Floor %</th>
            <th scope="col">Ceiling %</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const last = index === fields.length - 1;
            const to = index > 0 ? rows[index - 1]?.fromMonths : null;
            const label = `Band ${index + 1}`;
            return (
              <tr key={field.id}>
                <td>
                  {last ? (
                    <span>0</span>
                  ) : (
                    <Form.Control
                      size="sm"
                      inputMode="numeric"
                      className="policy-months"
                      aria-label={`${label}: from months before delivery`}
                      isInvalid={Boolean(problem(index, 'fromMonths'))}
                      aria-invalid={Boolean(problem(index, 'fromMonths'))}
                      {...form.register(`bands.${index}.fromMonths`)}
                    />
                  )}
                  <div className="small text-body-secondary">{to === null || to === undefined ? 'months or more' : `to ${to} months`}</div>
                  {problem(index, 'fromMonths') ? <div className="invalid-feedback d-block">{problem(index, 'fromMonths')}</div> : null}
                </td>
                {(['floorPercent', 'ceilingPercent'] as const).map((name) => (
                  <td key={name}>
                    <Form.Control
                      size="sm"
                      inputMode="decimal"
                      className="policy-percent"
                      aria-label={`${label}: ${name === 'floorPercent' ? 'floor' : 'ceiling'} in per cent`}
                      isInvalid={Boolean(problem(index, name))}
                      aria-invalid={Boolean(problem(index, name))}
                      {...form.register(`bands.${index}.${name}`)}
                    />
                    {problem(index, name) ? <div className="invalid-feedback d-block">{problem(index, name)}</div> : null}
                  </td>
                ))}
                <td>
                  {fields.length > 1 && !last ? (
                    <Button size="sm" variant="link" className="p-0" onClick={() => remove(index)} aria-label={`Remove ${label.toLowerCase()}`}>
                      <span aria-hidden="true">✕</span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <div>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={fields.length >= 12}
          onClick={() => insert(fields.length - 1, { fromMonths: '', floorPercent: rows[fields.length - 1]?.floorPercent ?? '', ceilingPercent: rows[fields.length - 1]?.ceilingPercent ?? '' })}
        >
          Add a band
        </Button>
      </div>
      <Form.Group controlId="policy-reason">
        <Form.Label>{mode === 'save' ? 'Why are you changing the policy?' : 'Why do you propose this policy?'}</Form.Label>
        <Form.Control maxLength={500} isInvalid={Boolean(errors.reason)} aria-invalid={Boolean(errors.reason)} {...form.register('reason')} />
        {errors.reason ? <Form.Control.Feedback type="invalid">{errors.reason.message}</Form.Control.Feedback> : null}
      </Form.Group>
      {formAlert ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {formAlert}
        </Alert>
      ) : null}
      <WriteGuard>
        {({ disabled, describedBy }) => (
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={disabled || pending} aria-describedby={describedBy}>
              {mode === 'save' ? `Save as version ${policy.version + 1}` : 'Propose a policy'}
            </Button>
            {form.formState.isDirty ? (
              <Button variant="outline-secondary" onClick={() => form.reset({ bands: toRows(policy.bands), reason: '' })} disabled={pending}>
                Undo changes
              </Button>
            ) : null}
          </div>
        )}
      </WriteGuard>
    </Form>
  );
}

function AdoptButton({ policy }: { policy: HedgingPolicy }) {
  const refresh = useRefresh(policy.accountId, policy.tradeIndex);
  const adopt = useAdoptHedgingPolicy();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="d-flex flex-column gap-2">
      <div>
        <Button
          variant="success"
          disabled={adopt.isPending}
          onClick={() =>
            adopt.mutate(
              { data: { accountId: policy.accountId, tradeIndex: policy.tradeIndex, version: policy.version } },
              {
                onSuccess: ({ data }) => {
                  refresh(data);
                  toast.success(`Version ${data.version} is adopted.`);
                },
                onError: (error) => setProblem(apiErrorMessage(error) ?? 'The policy could not be adopted. Try again.'),
              },
            )
          }
        >
          Adopt version {policy.version}
        </Button>
      </div>
      {problem ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {problem}
        </Alert>
      ) : null}
    </div>
  );
}

function History({ policy }: { policy: HedgingPolicy }) {
  return (
    <Card>
      <Card.Body className="d-flex flex-column gap-2">
        <h2 className="h5 mb-0">Version history</h2>
        <ol className="list-unstyled mb-0 d-flex flex-column gap-3" reversed>
          {policy.history.map((version) => (
            <li key={version.version} className="border-top">
              <p className="mb-1">
                <strong>Version {version.version}</strong>
                {version.version === policy.version ? ' (in force)' : ''} — {version.createdBy ?? 'Market Lens'}, {formatDateTime(version.createdAt)}
              </p>
              <p className="small mb-1">Why: {version.reason}</p>
              {version.proposedBy ? (
                <p className="small text-body-secondary mb-1">
                  Proposed by {version.proposedBy}: {version.proposalReason}
                </p>
              ) : null}
              <p className="small text-body-secondary mb-0">
                {version.bands.map((band) => `${bandMonthsLabel(band)} ${band.floorPercent}–${band.ceilingPercent} %`).join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      </Card.Body>
    </Card>
  );
}

/** What the policy page shows once the policy is loaded: status, pending proposal, bands, history. */
export function HedgingPolicyView({ policy }: { policy: HedgingPolicy }) {
  const { edit, propose } = policy.access;
  return (
    <>
      <Card>
        <Card.Body className="d-flex flex-column gap-3">
          <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
            <h2 className="h5 mb-0">
              {TRADE_INDEX_LABELS[policy.tradeIndex]}: version {policy.version}
            </h2>
          </div>
          <AdoptionStatus policy={policy} />
          {edit && !policy.adopted ? <AdoptButton policy={policy} /> : null}
        </Card.Body>
      </Card>
      {policy.pendingProposal ? <PendingProposal policy={policy} proposal={policy.pendingProposal} /> : null}
      <Card>
        <Card.Body className="d-flex flex-column gap-3">
          <div>
            <h2 className="h5 mb-1">{propose ? 'Propose a policy' : 'Bands'}</h2>
            <p className="small text-body-secondary mb-0">
              How much of each delivery month&apos;s forecast must be fixed (floor) and may be fixed (ceiling), by whole months before the month starts. Floors
              never fall as delivery nears.
            </p>
          </div>
          {edit || propose ? (
            <>
              {propose ? (
                <p className="small mb-0">The policy belongs to the customer: your proposal applies when their admin accepts it.</p>
              ) : null}
              <PolicyEditor key={`${policy.accountId}-${policy.tradeIndex}-${policy.version}`} policy={policy} mode={edit ? 'save' : 'propose'} />
            </>
          ) : (
            <>
              <BandsTable bands={policy.bands} caption="The bands in force, earliest first" />
              <p className="small mb-0">{whoMayEdit(policy)}</p>
            </>
          )}
        </Card.Body>
      </Card>
      <History policy={policy} />
    </>
  );
}

/**
 * Settings › Hedging policy: the customer's policy for the active account and a trade index
 * (docs/hedging-policy.md). The customer's admin edits, adopts and decides the desk's proposals;
 * the desk proposes; everyone else who sees the account reads it.
 */
export function HedgingPolicyPage() {
  const session = usePortalSession();
  const [tradeIndex, setTradeIndex] = useState<TradeIndex>('POWERUKBASECAL');
  const accountId = session.activeAccount?.id ?? '';
  const query = useGetHedgingPolicy({ accountId, tradeIndex }, { query: { enabled: accountId !== '', retry: false } });
  const policy = query.data?.data;

  let body;
  if (!session.activeAccount) {
    body = <EmptyStateCard title="No account selected." text="Choose an account to see its hedging policy." />;
  } else if (query.isError && !policy) {
    body = (
      <Alert variant={query.error?.status === 404 ? 'info' : 'danger'} className="mb-0" role="alert">
        {apiErrorMessage(query.error) ?? DEFAULT_LOAD_ERROR_TEXT}
      </Alert>
    );
  } else if (!policy) {
    body = (
      <Card>
        <Card.Body>
          <SkeletonText lines={8} />
        </Card.Body>
      </Card>
    );
  } else {
    body = <HedgingPolicyView policy={policy} />;
  }

  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
        <h1 className="h3 mb-0">Hedging policy</h1>
        <Form.Group controlId="policy-index">
          <Form.Label className="small mb-1">Trade index</Form.Label>
          <Form.Select
            size="sm"
            value={tradeIndex}
            onChange={(event) => {
              if (isTradeIndexValue(event.target.value)) setTradeIndex(event.target.value);
            }}
          >
            <TradeIndexOptions />
          </Form.Select>
        </Form.Group>
      </div>
      <SettingsTabs />
      {body}
    </div>
  );
}

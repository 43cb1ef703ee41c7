import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { exportAuditLogCsv, useListAuditActivity } from '@generated/api/admin/admin';
import { listAuditActivityQueryUserMax } from '@generated/zod/admin/admin.zod';
import { AuditAction } from '@generated/model/auditAction';
import type { AuditActivity } from '@generated/model/auditActivity';
import type { ListAuditActivityParams } from '@generated/model/listAuditActivityParams';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { TableCard } from '@/components/ui/table-card';
import { apiErrorMessage } from '@/lib/api-error';
import { now as businessNow } from '@/lib/clock';
import { formatIsoDay } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { AUDIT_TIME, AuditTrace } from './audit-trace';

export const AUDIT_LOG_PER_PAGE = 25;

export const ACTION_LABELS: Record<AuditAction, string> = {
  view_as: 'View as',
  status: 'Status',
  role: 'Role',
  permissions: 'Permissions',
  value_correction: 'Value correction',
  support_assignment: 'Support assignment',
  hedging_policy: 'Hedging policy',
  trade_authority: 'Trade authority',
  order_approval: 'Order approval',
  contract_change: 'Contract change',
};

export type AuditFilters = Pick<ListAuditActivityParams, 'user' | 'action' | 'from' | 'to'>;

const clean = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as AuditFilters;

/** One thing a person did, in words; its raw entries (the full trace) one click away. */
function ActivityRow({ item }: { item: AuditActivity }) {
  const [open, setOpen] = useState(false);
  const traceId = useId();
  const count = item.entries.length;
  return (
    <>
      <tr>
        <td className="text-nowrap">{AUDIT_TIME.format(new Date(item.startTime))}</td>
        <td>
          <span className="d-block">{item.description}</span>
          {item.viewAsSession?.endedAt === null ? (
            <Badge bg="info" text="dark">
              Running
            </Badge>
          ) : null}
        </td>
        <td>{ACTION_LABELS[item.action]}</td>
        <td className="text-end">
          <Button size="sm" variant="link" className="text-nowrap p-0" aria-expanded={open} aria-controls={traceId} onClick={() => setOpen((current) => !current)}>
            {open ? 'Hide trace' : `Trace (${count} ${count === 1 ? 'entry' : 'entries'})`}
          </Button>
        </td>
      </tr>
      {open ? (
        <tr id={traceId}>
          <td colSpan={4} className="bg-body-tertiary">
            <AuditTrace entries={item.entries} label={`Trace of: ${item.description}`} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

async function downloadCsv(filters: AuditFilters) {
  const csv = await exportAuditLogCsv(clean(filters), { responseType: 'text' });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  // Named for the London business day, as the server names it (the entries keep real times).
  link.download = `audit-log-${formatIsoDay(businessNow())}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The audit log (nbs_admin) as what people did, in the server's words: each change one row, each
 * view-as session one row (reason, duration, pages read), every row opening to its raw trace;
 * filtered by a person's name or email, action and London dates, a page at a time; the filtered
 * entries as a CSV file with the full trace and the description.
 */
export function AuditLogTab() {
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const log = useListAuditActivity({ ...clean(filters), page, perPage: AUDIT_LOG_PER_PAGE });
  const formId = useId();
  const total = log.data?.total ?? 0;

  const input = (key: Exclude<keyof AuditFilters, 'action'>, label: string, type: 'text' | 'date' = 'text') => (
    <Form.Group className="col-12 col-sm-6 col-lg" controlId={`${formId}-${key}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control size="sm" type={type} maxLength={type === 'text' ? listAuditActivityQueryUserMax : undefined} value={draft[key] ?? ''} onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))} />
    </Form.Group>
  );

  return (
    <div className="d-flex flex-column gap-3">
      <Form
        className="row g-2 align-items-end"
        aria-label="Audit log filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
          setPage(1);
        }}
      >
        {input('user', 'Person (name or email)')}
        <Form.Group className="col-12 col-sm-6 col-lg" controlId={`${formId}-action`}>
          <Form.Label className="small mb-1">Action</Form.Label>
          <Form.Select className="rounded-0" size="sm" value={draft.action ?? ''} onChange={(event) => setDraft((current) => ({ ...current, action: (event.target.value || undefined) as AuditAction | undefined }))}>
            <option value="">Any action</option>
            {Object.values(AuditAction).map((action) => (
              <option key={action} value={action}>
                {ACTION_LABELS[action]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {input('from', 'From', 'date')}
        {input('to', 'To', 'date')}
        <div className="col-12 col-lg-auto d-flex gap-2">
          <Button type="submit" size="sm" variant="primary">
            Apply
          </Button>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={exporting}
            onClick={() => {
              setExporting(true);
              downloadCsv(filters)
                .catch((error: unknown) => toast.error(apiErrorMessage(error) ?? 'The CSV file could not be made.'))
                .finally(() => setExporting(false));
            }}
          >
            Export CSV
          </Button>
        </div>
      </Form>
      {log.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(log.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      ) : null}
      {log.isSuccess && log.data.data.length === 0 ? <EmptyStateCard title="No audit entries found." text="Nothing matches these filters." /> : null}
      {log.isPending || (log.isSuccess && log.data.data.length > 0) ? (
        <TableCard
          caption="Audit log, newest first"
          columns={[{ header: 'When' }, { header: 'What happened' }, { header: 'Action' }, { header: 'Trace', visuallyHidden: true }]}
          pending={log.isPending}
          skeletonRows={5}
          small
        >
          {log.data?.data.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </TableCard>
      ) : null}
      <p className="small text-body-secondary mb-0">{log.isSuccess ? `${total} ${total === 1 ? 'item' : 'items'}` : '\u00a0'}</p>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / AUDIT_LOG_PER_PAGE))} onPage={setPage} label="Audit log pages" />
    </div>
  );
}

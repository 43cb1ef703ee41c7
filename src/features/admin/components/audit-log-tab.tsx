import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { exportAuditLogCsv, useListAuditLog } from '@generated/api/admin/admin';
import { AuditAction } from '@generated/model/auditAction';
import type { AuditLogEntry } from '@generated/model/auditLogEntry';
import type { ListAuditLogParams } from '@generated/model/listAuditLogParams';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { TableCard } from '@/components/ui/table-card';
import { apiErrorMessage } from '@/lib/api-error-message';
import { now as businessNow } from '@/lib/clock';
import { formatIsoDay } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

export const AUDIT_LOG_PER_PAGE = 25;

export const ACTION_LABELS: Record<AuditAction, string> = {
  view_as: 'View as',
  status: 'Status',
  role: 'Role',
  permissions: 'Permissions',
  value_correction: 'Value correction',
};

/** The audit log shows times in London, to the second. */
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export type AuditFilters = Pick<ListAuditLogParams, 'actor' | 'target' | 'action' | 'from' | 'to'>;

const clean = (filters: AuditFilters): AuditFilters =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as AuditFilters;

/** What happened: the change before → after, or the view-as request (method and path), with its refusal. */
function WhatChanged({ entry }: { entry: AuditLogEntry }) {
  if (entry.action !== 'view_as') {
    return (
      <span>
        {entry.before ?? '—'} <span aria-label="changed to">→</span> {entry.after ?? '—'}
      </span>
    );
  }
  return (
    <span className="d-flex flex-column">
      <span className="text-break">
        <code>{entry.method}</code> {entry.path}
      </span>
      {entry.reason ? <span className="small text-body-secondary">Reason: {entry.reason}</span> : null}
      {entry.refusal ? (
        <span className="small">
          <Badge bg="danger" className="me-1">
            Refused
          </Badge>
          {entry.refusal}
        </span>
      ) : null}
    </span>
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
 * The audit log (nbs_admin): every administrative change and every view-as request — who, whom,
 * what (before → after), when and from where — filtered by actor, target (user ids), action and
 * London dates, a page at a time, and the filtered entries as a CSV file.
 */
export function AuditLogTab() {
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const log = useListAuditLog({ ...clean(filters), page, perPage: AUDIT_LOG_PER_PAGE });
  const formId = useId();
  const total = log.data?.total ?? 0;

  const input = (key: keyof AuditFilters, label: string, type: 'text' | 'date' = 'text') => (
    <Form.Group className="col-12 col-sm-6 col-lg" controlId={`${formId}-${key}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control size="sm" type={type} value={draft[key] ?? ''} onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))} />
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
        {input('actor', 'Actor (user id)')}
        {input('target', 'Target (user id)')}
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
          columns={[
            { header: 'When' },
            { header: 'Who' },
            { header: 'Whom' },
            { header: 'Action' },
            { header: 'What' },
            { header: 'From' },
          ]}
          pending={log.isPending}
          skeletonRows={5}
          small
        >
          {log.data?.data.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap">{TIME.format(new Date(entry.time))}</td>
              <td>{entry.admin.name}</td>
              <td className="text-break">{entry.viewedUser.name}</td>
              <td>{ACTION_LABELS[entry.action]}</td>
              <td>
                <WhatChanged entry={entry} />
              </td>
              <td className="text-nowrap">{entry.ip ?? '—'}</td>
            </tr>
          ))}
        </TableCard>
      ) : null}
      <p className="small text-body-secondary mb-0">{log.isSuccess ? `${total} ${total === 1 ? 'entry' : 'entries'}` : '\u00a0'}</p>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / AUDIT_LOG_PER_PAGE))} onPage={setPage} label="Audit log pages" />
    </div>
  );
}

import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { useListSupportQueue } from '@generated/api/admin/admin';
import { listSupportQueueQueryQMax } from '@generated/zod/admin/admin.zod';
import type { ListSupportQueueAssigned } from '@generated/model/listSupportQueueAssigned';
import type { ListSupportQueueSort } from '@generated/model/listSupportQueueSort';
import type { SupportQueueItem } from '@generated/model/supportQueueItem';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { TableCard } from '@/components/ui/table-card';
import { apiErrorMessage } from '@/lib/api-error';
import { now } from '@/lib/clock';
import { formatShortDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { PIPELINE_STAGE_LABELS } from '@/lib/pipeline-stages';
import { usePortalSession } from '@/lib/portal-session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCanWrite } from '@/lib/write-guard';
import { DEFAULT_LOAD_ERROR_TEXT } from '@/machines/account-status-machine';

import { useAssignSupportQuery, useUnassignSupportQuery } from '../api/admin-changes';

export const SUPPORT_QUEUE_PER_PAGE = 25;

const SORTS: Record<ListSupportQueueSort, string> = {
  oldest: 'Oldest first (age)',
  newest: 'Newest first',
  stage: 'Stage',
  updated: 'Last update',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a query has waited, in whole days on the business clock: "today", "1 day", "3 days". */
export function queryAge(createDate: string, at: Date): string {
  const days = Math.max(0, Math.floor((at.getTime() - new Date(createDate).getTime()) / DAY_MS));
  if (days === 0) return 'today';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function AssigneeCell({ item }: { item: SupportQueueItem }) {
  const session = usePortalSession();
  const { canWrite } = useCanWrite();
  const assign = useAssignSupportQuery();
  const unassign = useUnassignSupportQuery();
  if (item.assignee) {
    return (
      <div className="d-flex flex-wrap align-items-center column-gap-3">
        <span>{item.assignee.id === session.profile.id ? `${item.assignee.name} (you)` : item.assignee.name}</span>
        <Button
          size="sm"
          variant="link"
          className="p-0 text-nowrap"
          disabled={!canWrite || unassign.isPending}
          aria-label={`Unassign ${item.assignee.name}: ${item.subject}`}
          onClick={() => unassign.mutate({ queryId: item.id })}
        >
          Unassign
        </Button>
      </div>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline-primary"
      className="text-nowrap"
      disabled={!canWrite || assign.isPending}
      aria-label={`Assign to me: ${item.subject}`}
      onClick={() => assign.mutate({ queryId: item.id, data: { assigneeId: session.profile.id } })}
    >
      Assign to me
    </Button>
  );
}

/**
 * The support desk's queue (nbs_admin): every company's queries, searched by subject, company or
 * account, sorted by age, stage or last update, with each query's age and assignee; a query is
 * assigned to the caller in one click (kept by the server and recorded in the audit log).
 */
export function SupportQueueTab() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ListSupportQueueSort>('oldest');
  const [assigned, setAssigned] = useState<ListSupportQueueAssigned | ''>('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const queue = useListSupportQueue({ page, perPage: SUPPORT_QUEUE_PER_PAGE, sort, ...(q ? { q } : {}), ...(assigned ? { assigned } : {}) });
  const formId = useId();
  const rows = queue.data?.data ?? [];
  const total = queue.data?.total ?? 0;
  const today = now();

  return (
    <div className="d-flex flex-column gap-3">
      <Form className="row g-2" role="search" aria-label="Search the support queue" onSubmit={(event) => event.preventDefault()}>
        <Form.Group className="col-12 col-md-6" controlId={`${formId}-q`}>
          <Form.Label className="small mb-1">Search by subject, company or account</Form.Label>
          <Form.Control
            className="rounded-0"
            type="search"
            size="sm"
            value={search}
            maxLength={listSupportQueueQueryQMax}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId={`${formId}-sort`}>
          <Form.Label className="small mb-1">Sort by</Form.Label>
          <Form.Select className="rounded-0" size="sm" value={sort} onChange={(event) => setSort(event.target.value as ListSupportQueueSort)}>
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId={`${formId}-assigned`}>
          <Form.Label className="small mb-1">Assignee</Form.Label>
          <Form.Select
            className="rounded-0"
            size="sm"
            value={assigned}
            onChange={(event) => {
              setAssigned(event.target.value as ListSupportQueueAssigned | '');
              setPage(1);
            }}
          >
            <option value="">Anyone</option>
            <option value="me">Assigned to me</option>
            <option value="nobody">Not assigned</option>
          </Form.Select>
        </Form.Group>
      </Form>
      {queue.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(queue.error) ?? DEFAULT_LOAD_ERROR_TEXT}
        </Alert>
      ) : null}
      {queue.isSuccess && rows.length === 0 ? (
        <EmptyStateCard title="No support queries found." text={q || assigned ? 'No query matches this search.' : 'Queries customers raise appear here.'} />
      ) : null}
      {queue.isPending || rows.length > 0 ? (
        <TableCard
          caption="Support queue"
          columns={[{ header: 'Subject' }, { header: 'Company' }, { header: 'Stage' }, { header: 'Age' }, { header: 'Last update' }, { header: 'Assignee' }]}
          pending={queue.isPending}
          skeletonRows={5}
        >
          {rows.map((item) => (
            <tr key={item.id}>
              <td>
                <Link to={marketLensPath(`support/queries/${item.id}`, item.accountId)}>{item.subject}</Link>
              </td>
              <td>
                <span className="d-block">{item.companyName ?? '—'}</span>
                <span className="small text-body-secondary">
                  {item.accountName} ({item.accountId})
                </span>
              </td>
              <td className="text-nowrap">{PIPELINE_STAGE_LABELS[item.pipelineStage]}</td>
              <td className="text-nowrap">{queryAge(item.createDate, today)}</td>
              <td className="text-nowrap">{formatShortDate(item.updatedDate)}</td>
              <td>
                <AssigneeCell item={item} />
              </td>
            </tr>
          ))}
        </TableCard>
      ) : null}
      <p className="small text-body-secondary mb-0">{queue.isSuccess ? `${total} ${total === 1 ? 'query' : 'queries'}` : '\u00a0'}</p>
      <Pager page={page} pageCount={Math.max(1, Math.ceil(total / SUPPORT_QUEUE_PER_PAGE))} onPage={setPage} label="Support queue pages" />
    </div>
  );
}

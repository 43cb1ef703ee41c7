import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';

import { useListSupportQueries } from '@generated/api/support/support';
import { PipelineStage } from '@generated/model/pipelineStage';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { LinkButton } from '@/components/ui/link-button';
import { Pager } from '@/components/ui/pager';
import { SkeletonTextCard } from '@/components/ui/skeleton';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { PIPELINE_STAGE_LABELS } from '@/lib/pipeline-stages';
import { usePortalSession } from '@/lib/portal-session';
import { WriteGuard } from '@/lib/write-guard';

import { useQueryFilters } from '../utils/use-query-filters';
import { StageBadge } from './stage-badge';

export const QUERIES_PER_PAGE = 10;

/** support/queries: the queries of the active account (or every visible one), newest first. */
export function SupportQueriesPage() {
  const session = usePortalSession();
  const accountId = session.activeAccount?.id;
  const { stage, page, setStage, setPage } = useQueryFilters();
  const queries = useListSupportQueries({
    ...(accountId ? { accountId } : {}),
    ...(stage ? { pipelineStage: stage } : {}),
    page,
    perPage: QUERIES_PER_PAGE,
  });
  const rows = queries.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((queries.data?.total ?? 0) / QUERIES_PER_PAGE));
  const nameOf = (id: string) => {
    const account = session.accounts.find((candidate) => candidate.id === id);
    return account ? accountLabel(account) : `Account ${id}`;
  };

  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <Link to={marketLensPath('support', accountId)} className="small">
          ← Support
        </Link>
        <h1 className="h3 mb-0 mt-1">Support queries</h1>
      </header>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-3">
        <Form.Group controlId="support-stage-filter">
          <Form.Label className="mb-1">Stage</Form.Label>
          <Form.Select value={stage} onChange={(event) => setStage(event.target.value as PipelineStage | '')}>
            <option value="">All stages</option>
            {Object.values(PipelineStage).map((value) => (
              <option key={value} value={value}>
                {PIPELINE_STAGE_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <WriteGuard>
          {({ disabled, describedBy }) =>
            disabled ? (
              <button type="button" className="btn btn-primary" disabled aria-describedby={describedBy}>
                Raise a query
              </button>
            ) : (
              <LinkButton to={marketLensPath('support/queries/add-new', accountId)}>Raise a query</LinkButton>
            )
          }
        </WriteGuard>
      </div>
      {queries.isPending ? (
        <SkeletonTextCard />
      ) : null}
      {queries.isError ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {apiErrorMessage(queries.error) ?? 'There was an error loading data. Please try again later.'}
        </Alert>
      ) : null}
      {queries.isSuccess && rows.length === 0 ? (
        <EmptyStateCard
          title="No support queries found."
          text={stage ? `There are no queries in the stage ${PIPELINE_STAGE_LABELS[stage]}.` : 'When you raise a query with our support desk, it shows here.'}
        />
      ) : null}
      {rows.length > 0 ? (
        <Card>
          <ul className="list-group list-group-flush" aria-label="Support queries">
            {rows.map((query) => (
              <li key={query.id} className="list-group-item position-relative py-3">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <Link to={marketLensPath(`support/queries/${query.id}`, accountId)} className="stretched-link fw-medium text-decoration-none">
                    {query.subject}
                  </Link>
                  <StageBadge stage={query.pipelineStage} />
                </div>
                <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
                  <span>{query.reference}</span>
                  <span>{nameOf(query.accountId)}</span>
                  <span>Created {formatLongDate(query.createDate)}</span>
                  <span>
                    {query.commentCount} {query.commentCount === 1 ? 'comment' : 'comments'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Pager page={page} pageCount={pageCount} onPage={setPage} label="Support queries pages" />
    </div>
  );
}

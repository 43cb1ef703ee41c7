import './support.css';

import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';

import { useGetSupportQuery } from '@generated/api/support/support';
import { SkeletonTextCard } from '@/components/ui/skeleton';
import { accountLabel } from '@/lib/accounts';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-times';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { CATEGORY_LABELS } from '../utils/query-form';
import { CommentForm } from './comment-form';
import { DeskStageControl } from './desk-stage-control';
import { QueryThread } from './query-thread';
import { StageBadge } from './stage-badge';

/** support/queries/{id}: one query, its whole conversation, and a comment form (the desk also moves its stage). */
export function SupportQueryPage() {
  const { id = '' } = useParams();
  const session = usePortalSession();
  const isDesk = session.role === 'nbs_admin';
  const query = useGetSupportQuery(id);
  const detail = query.data?.data;
  const account = detail ? session.accounts.find((candidate) => candidate.id === detail.accountId) : undefined;

  return (
    <div className="d-flex flex-column gap-4">
      <Link to={marketLensPath('support/queries', session.activeAccount?.id)} className="small">
        ← Support queries
      </Link>
      {query.isPending ? (
        <SkeletonTextCard />
      ) : null}
      {query.isError ? (
        <Alert variant={apiErrorStatus(query.error) === 404 ? 'warning' : 'danger'} className="mb-0" role="alert">
          {apiErrorStatus(query.error) === 404
            ? 'This support query does not exist or belongs to an account you cannot see.'
            : (apiErrorMessage(query.error) ?? 'There was an error loading data. Please try again later.')}
        </Alert>
      ) : null}
      {detail ? (
        <>
          <header className="d-flex flex-column gap-2">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <h1 className="h3 mb-0 text-break">{detail.subject}</h1>
              <StageBadge stage={detail.pipelineStage} />
            </div>
            <dl className="row g-0 small mb-0" style={{ maxWidth: '40rem' }}>
              <dt className="col-4 col-sm-3 fw-normal text-body-secondary">Reference</dt>
              <dd className="col-8 col-sm-9 mb-1">{detail.reference}</dd>
              <dt className="col-4 col-sm-3 fw-normal text-body-secondary">Account</dt>
              <dd className="col-8 col-sm-9 mb-1">{account ? accountLabel(account) : detail.accountId}</dd>
              <dt className="col-4 col-sm-3 fw-normal text-body-secondary">Category</dt>
              <dd className="col-8 col-sm-9 mb-1">{CATEGORY_LABELS[detail.category]}</dd>
              <dt className="col-4 col-sm-3 fw-normal text-body-secondary">Raised by</dt>
              <dd className="col-8 col-sm-9 mb-1">{detail.raisedBy}</dd>
              <dt className="col-4 col-sm-3 fw-normal text-body-secondary">Created</dt>
              <dd className="col-8 col-sm-9 mb-0">{formatDateTime(new Date(detail.createDate))}</dd>
            </dl>
          </header>
          {isDesk ? <DeskStageControl key={detail.pipelineStage} queryId={detail.id} stage={detail.pipelineStage} /> : null}
          <Card>
            <Card.Body>
              <h2 className="h6">Description</h2>
              <p className="mb-0 ml-preserve-lines">{detail.description}</p>
            </Card.Body>
          </Card>
          <section aria-labelledby="support-thread-heading" className="d-flex flex-column gap-3">
            <h2 id="support-thread-heading" className="h5 mb-0">
              Conversation
            </h2>
            <QueryThread comments={detail.comments} />
          </section>
          {detail.pipelineStage === 'closed' ? (
            <Alert variant="secondary" className="mb-0">
              This query is closed. <Link to={marketLensPath('support/queries/add-new', session.activeAccount?.id)}>Raise a new query</Link> if you need
              more help.
            </Alert>
          ) : (
            <Card>
              <Card.Body>
                <CommentForm queryId={detail.id} isDesk={isDesk} />
              </Card.Body>
            </Card>
          )}
        </>
      ) : null}
    </div>
  );
}

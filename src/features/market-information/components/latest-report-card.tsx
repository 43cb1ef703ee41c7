import './market-information.css';

import { useEffect, useMemo } from 'react';
import Card from 'react-bootstrap/Card';

import { useGetLatestPost } from '@generated/api/posts/posts';
import { LinkButton } from '@/components/ui/link-button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { apiErrorMessage, apiErrorStatus } from '@/lib/api-error';
import { formatReportCardDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { toast } from '@/lib/toast';
import { useHtmlSanitizer } from '@/lib/use-html-sanitizer';

import { latestReportTagId } from '../market-information-config';

export const LATEST_REPORT_ERROR = 'Error fetching latest blog';

/**
 * The latest daily report: the newest post with the fixed daily-report tag,
 * its date (weekday, day and month), title and summary, and 'Read now'.
 * A failure toasts 'Error fetching latest blog' with the cause; 404 means none yet.
 */
export function LatestReportCard() {
  const { activeAccount } = usePortalSession();
  const query = useGetLatestPost({ tagId: latestReportTagId });
  const notFound = apiErrorStatus(query.error) === 404;

  useEffect(() => {
    if (!query.error || notFound) return;
    const cause = apiErrorMessage(query.error);
    toast.error(cause ? `${LATEST_REPORT_ERROR}: ${cause}` : LATEST_REPORT_ERROR, { toastId: 'latest-report-error' });
  }, [query.error, notFound]);

  // The summary is stored HTML: it waits for the sanitizer, which loads beside the query.
  const { sanitize, failed: sanitizerFailed } = useHtmlSanitizer();
  const post = sanitize ? query.data?.data : undefined;
  const summaryHtml = useMemo(() => (post && sanitize ? sanitize(post.summary) : ''), [post, sanitize]);
  const loading = query.isPending || (query.isSuccess && !sanitize && !sanitizerFailed);
  const unavailable = (query.isError && !notFound) || (query.isSuccess && sanitizerFailed);
  return (
    <Card as="section" aria-labelledby="latest-report-heading" className="ml-latest-report">
      <Card.Body className="d-flex flex-column gap-2">
        <p id="latest-report-heading" className="ml-eyebrow mb-0">
          Latest daily report
        </p>
        {loading ? (
          // A spinner, as the spec asks, in the space the report will take (its usual date, title,
          // three summary lines and button: market-information.css), so the cards below do not
          // move when it comes (CLS, docs/performance.md).
          <div className="ml-latest-report__loading">
            <LoadingSpinner label="Loading the latest report" />
          </div>
        ) : null}
        {post ? (
          <>
            <p className="small text-body-secondary mb-0">
              <time dateTime={post.createdDate}>{formatReportCardDate(post.createdDate)}</time>
            </p>
            <h2 className="h5 mb-0">{post.title}</h2>
            <div className="ml-post-html text-body-secondary" dangerouslySetInnerHTML={{ __html: summaryHtml }} />
            <div>
              <LinkButton to={marketLensPath(`files/view/${post.id}`, activeAccount?.id)}>
                Read now<span className="visually-hidden">: {post.title}</span>
              </LinkButton>
            </div>
          </>
        ) : null}
        {notFound ? <p className="text-body-secondary mb-0">No daily report has been published yet.</p> : null}
        {unavailable ? <p className="text-body-secondary mb-0">The latest report is not available right now.</p> : null}
      </Card.Body>
    </Card>
  );
}

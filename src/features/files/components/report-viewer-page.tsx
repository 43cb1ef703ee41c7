import './files.css';

import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';

import { useGetFile } from '@generated/api/files/files';
import { useGetPost } from '@generated/api/posts/posts';
import type { Post } from '@generated/model/post';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { SanitizedHtml } from '@/components/ui/sanitized-html';
import { formatLongDate, formatReadTime, formatPostDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';
import { apiErrorStatus } from '@/lib/api-error';

import { formatFileSize } from '../utils/format-file';
import { PdfViewer } from './pdf-viewer';

export const REPORT_ERROR = 'This report could not be loaded.';

const isMissing = (error: unknown) => apiErrorStatus(error) === 404 || apiErrorStatus(error) === 403;

/**
 * files/view/{id}: a report. A file (a PDF from Files) shows its details and the PDF
 * with a Download button. 'Read now' on the latest-report card opens a daily report,
 * which is a post: when no file has the id, the post with that id is shown instead.
 */
export function ReportViewerPage() {
  const { id = '' } = useParams();
  const { activeAccount } = usePortalSession();
  const file = useGetFile(id, { query: { enabled: id !== '' } });
  const fileMissing = file.isError && isMissing(file.error);
  const post = useGetPost(id, { query: { enabled: fileMissing } });

  const filesPath = marketLensPath('files', activeAccount?.id);
  const loading = file.isPending || (fileMissing && post.isPending);
  const failed = (file.isError && !fileMissing) || (fileMissing && post.isError);

  return (
    <div className="d-flex flex-column gap-3">
      <div>
        <Link to={filesPath} className="small">
          ← Files
        </Link>
      </div>
      {loading ? <LoadingSpinner label="Loading the report" visibleLabel centered /> : null}
      {failed ? (
        <Alert variant="danger" className="mb-0">
          <h1 className="h5">{REPORT_ERROR}</h1>
          <p className="mb-0">It may have been removed, or you may not have access to it.</p>
        </Alert>
      ) : null}
      {file.data ? (
        <>
          <header>
            <h1 className="h3 mb-1 text-break">{file.data.data.description ?? file.data.data.name}</h1>
            <p className="text-body-secondary mb-0">
              {file.data.data.name} · {formatFileSize(file.data.data.size)} · added {formatLongDate(file.data.data.createdDate)}
            </p>
          </header>
          <PdfViewer fileId={file.data.data.id} fileName={file.data.data.name} title={file.data.data.description ?? file.data.data.name} />
        </>
      ) : null}
      {post.data ? <PostReport post={post.data.data} /> : null}
    </div>
  );
}

function PostReport({ post }: { post: Post }) {
  return (
    <Card as="article" className="mx-auto w-100" style={{ maxWidth: '52rem' }}>
      <Card.Body className="p-4 d-flex flex-column gap-3">
        <header>
          <h1 className="h3 mb-1">{post.title}</h1>
          <p className="text-body-secondary mb-0">
            {/* A post is dated dd/MM/yyyy wherever it shows. */}
            <time dateTime={post.createdDate}>{formatPostDate(post.createdDate)}</time> · {formatReadTime(post.readTime)}
          </p>
        </header>
        <SanitizedHtml html={post.content} className="ml-report-html" />
      </Card.Body>
    </Card>
  );
}

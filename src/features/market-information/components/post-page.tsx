import './market-information.css';

import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';

import { useGetPost } from '@generated/api/posts/posts';
import { SanitizedHtml } from '@/components/ui/sanitized-html';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatReadTime, formatPostDate } from '@/lib/dates';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { CategoryBadge } from './category-badge';

export const POST_ERROR = 'Error loading post';

/**
 * market-information/{postId}: back link, featured image, title, categories,
 * created date (dd/MM/yyyy), read time and the sanitised HTML content.
 */
export function PostPage() {
  const { postId = '' } = useParams();
  const { activeAccount } = usePortalSession();
  const query = useGetPost(postId, { query: { enabled: postId !== '' } });
  const post = query.data?.data;

  return (
    <article className="ml-post-article mx-auto d-flex flex-column gap-3" aria-busy={query.isPending}>
      <div>
        <Link to={marketLensPath('market-information', activeAccount?.id)} className="small">
          ← Back to market information
        </Link>
      </div>
      {query.isPending ? (
        <>
          <div className="ml-featured-image" aria-hidden="true" />
          <SkeletonText lines={6} />
        </>
      ) : null}
      {query.isError ? (
        <Alert variant="danger" className="mb-0">
          <h1 className="h5 mb-0">{POST_ERROR}</h1>
        </Alert>
      ) : null}
      {post ? (
        <>
          {post.featuredImage ? <img className="ml-featured-image" src={post.featuredImage} alt={post.featuredImageAltText} /> : null}
          <header className="d-flex flex-column gap-2">
            {post.category.length > 0 ? (
              <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label="Categories">
                {post.category.map((category) => (
                  <li key={category}>
                    <CategoryBadge category={category} />
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className="h2 mb-0">{post.title}</h1>
            <p className="ml-post-meta mb-0">
              <time dateTime={post.createdDate}>{formatPostDate(post.createdDate)}</time>
              <span aria-hidden="true">·</span>
              <span>{formatReadTime(post.readTime)}</span>
            </p>
          </header>
          <SanitizedHtml html={post.content} className="ml-post-html" />
        </>
      ) : null}
    </article>
  );
}

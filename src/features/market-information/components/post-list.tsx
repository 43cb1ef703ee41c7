import { keepPreviousData } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

import { useListPosts } from '@generated/api/posts/posts';
import { EmptyStateCard } from '@/components/ui/empty-state-card';
import { Pager } from '@/components/ui/pager';
import { SkeletonCard } from '@/components/ui/skeleton';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { PostCard } from './post-card';

export const POSTS_ERROR = 'There was an error loading data. Please try again later.';

/**
 * A page of posts as cards, newest first, with paging. `category` '' means all.
 * Loading shows skeleton cards; a new page keeps the previous one visible meanwhile.
 */
export function PostList({
  category,
  tagId,
  page,
  perPage,
  onPage,
  columns = 3,
  headingLevel = 'h2',
  compact = false,
}: {
  category: string;
  tagId?: string;
  page: number;
  perPage: number;
  onPage?: (page: number) => void;
  columns?: 1 | 2 | 3;
  headingLevel?: 'h2' | 'h3';
  compact?: boolean;
}) {
  const { activeAccount } = usePortalSession();
  const query = useListPosts(
    { page, perPage, ...(category ? { category } : {}), ...(tagId ? { tagId } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const columnProps = { xs: 1, md: columns >= 2 ? 2 : 1, xl: columns };

  if (query.isPending) {
    return (
      <Row {...columnProps} className="g-3">
        {Array.from({ length: Math.min(perPage, columns * 2) }, (_, index) => (
          <Col key={index}>
            <SkeletonCard lines={3} />
          </Col>
        ))}
      </Row>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="danger" className="mb-0">
        {POSTS_ERROR}
      </Alert>
    );
  }
  const { data: posts, total } = query.data;
  if (posts.length === 0) {
    return (
      <EmptyStateCard
        title="No posts found."
        text={category ? `There are no posts in ${category} yet.` : 'There are no market information posts yet.'}
        titleAs={headingLevel}
      />
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <div className="d-flex flex-column gap-3" aria-busy={query.isPlaceholderData}>
      <Row {...columnProps} className="g-3">
        {posts.map((post) => (
          <Col key={post.id}>
            <PostCard post={post} to={marketLensPath(`market-information/${post.id}`, activeAccount?.id)} headingLevel={headingLevel} compact={compact} />
          </Col>
        ))}
      </Row>
      {onPage ? <Pager page={page} pageCount={pageCount} onPage={onPage} label="Posts pages" /> : null}
    </div>
  );
}

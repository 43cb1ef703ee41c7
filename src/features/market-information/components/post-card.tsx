import './market-information.css';

import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';

import type { PostSummary } from '@generated/model/postSummary';
import { NewsIcon } from '@/components/ui/icons';
import { SanitizedHtml } from '@/components/ui/sanitized-html';
import { formatReadTime, formatPostDate } from '@/lib/dates';

import { CategoryBadge } from './category-badge';

/** A post in a list: image, categories, title (the link), date, read time and summary. */
export function PostCard({
  post,
  to,
  headingLevel = 'h2',
  compact = false,
}: {
  post: PostSummary;
  to: string;
  headingLevel?: 'h2' | 'h3';
  /** Without the image: for narrow columns of short items (daily reports). */
  compact?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <Card as="article" className="ml-post-card position-relative">
      {compact ? null : post.featuredImage ? (
        <Card.Img variant="top" src={post.featuredImage} alt={post.featuredImageAltText} />
      ) : (
        <div className="ml-post-card__placeholder" aria-hidden="true">
          <NewsIcon size={36} />
        </div>
      )}
      <Card.Body className="d-flex flex-column gap-2">
        {post.category.length > 0 ? (
          <div className="d-flex flex-wrap gap-1">
            {post.category.map((category) => (
              <CategoryBadge key={category} category={category} />
            ))}
          </div>
        ) : null}
        <Heading className="h6 mb-0 ml-post-card__title">
          <Link to={to}>{post.title}</Link>
        </Heading>
        <p className="ml-post-meta mb-0">
          <time dateTime={post.createdDate}>{formatPostDate(post.createdDate)}</time>
          <span>{formatReadTime(post.readTime)}</span>
        </p>
        <SanitizedHtml html={post.summary} className="ml-post-html ml-summary small text-body-secondary" />
      </Card.Body>
    </Card>
  );
}

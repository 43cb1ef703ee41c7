import './market-information.css';

import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useState } from 'react';

import { LinkButton } from '@/components/ui/link-button';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { latestReportTagId } from '../market-information-config';
import { usePostFilters } from '../utils/use-post-filters';
import { CategoryFilter } from './category-filter';
import { PostList } from './post-list';

const REPORTS_PER_PAGE = 4;
const POSTS_PER_PAGE = 6;

/**
 * market-information/multi, for multi-purchase accounts: the daily reports in one
 * column and the other posts, by category, in the other.
 */
export function MarketInformationMultiPage() {
  const { activeAccount } = usePortalSession();
  const { category, page, setCategory, setPage } = usePostFilters();
  const [reportsPage, setReportsPage] = useState(1);
  return (
    <div className="d-flex flex-column gap-4">
      <header className="d-flex flex-wrap justify-content-between align-items-end gap-3">
        <div>
          <h1 className="h3 mb-1">Market information</h1>
          <p className="text-body-secondary mb-0">For all the accounts you buy for.</p>
        </div>
        <LinkButton to={marketLensPath('market-information/all', activeAccount?.id)} variant="outline-primary">
          View all posts
        </LinkButton>
      </header>
      <Row className="g-4">
        <Col lg={5} xl={4}>
          <section aria-labelledby="daily-reports-heading" className="d-flex flex-column gap-3">
            <h2 id="daily-reports-heading" className="h5 mb-0">
              Daily reports
            </h2>
            <PostList category="" tagId={latestReportTagId} page={reportsPage} perPage={REPORTS_PER_PAGE} onPage={setReportsPage} columns={1} headingLevel="h3" compact />
          </section>
        </Col>
        <Col lg={7} xl={8}>
          <section aria-labelledby="insights-heading" className="d-flex flex-column gap-3">
            <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
              <h2 id="insights-heading" className="h5 mb-0">
                Insights
              </h2>
              <CategoryFilter value={category} onChange={setCategory} />
            </div>
            <PostList category={category} page={page} perPage={POSTS_PER_PAGE} onPage={setPage} columns={2} headingLevel="h3" />
          </section>
        </Col>
      </Row>
    </div>
  );
}

import './market-information.css';

import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

import { LinkButton } from '@/components/ui/link-button';
import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { usePostFilters } from '../utils/use-post-filters';
import { CategoryFilter } from './category-filter';
import { LatestReportCard } from './latest-report-card';
import { PostList } from './post-list';

const LATEST_COUNT = 6;

/** market-information: the latest daily report and the newest posts, by category. */
export function MarketInformationPage() {
  const { activeAccount } = usePortalSession();
  const { category, setCategory } = usePostFilters();
  const allPath = marketLensPath('market-information/all', activeAccount?.id);
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <h1 className="h3 mb-1">Market information</h1>
        <p className="text-body-secondary mb-0">Daily reports, market commentary and analysis from the Optimisation desk.</p>
      </header>
      <Row className="g-4">
        <Col lg={4}>
          <LatestReportCard />
        </Col>
        <Col lg={8}>
          <section aria-labelledby="latest-posts-heading" className="d-flex flex-column gap-3">
            <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
              <h2 id="latest-posts-heading" className="h5 mb-0">
                Latest posts
              </h2>
              <CategoryFilter value={category} onChange={setCategory} />
            </div>
            <PostList category={category} page={1} perPage={LATEST_COUNT} columns={2} headingLevel="h3" />
            <div>
              <LinkButton to={category ? `${allPath}?category=${encodeURIComponent(category)}` : allPath} variant="outline-primary">
                View all posts
              </LinkButton>
            </div>
          </section>
        </Col>
      </Row>
    </div>
  );
}

import './market-information.css';

import { Link } from 'react-router-dom';

import { marketLensPath } from '@/lib/market-lens-paths';
import { usePortalSession } from '@/lib/portal-session';

import { POSTS_PER_PAGE } from '../market-information-config';
import { usePostFilters } from '../utils/use-post-filters';
import { CategoryFilter } from './category-filter';
import { PostList } from './post-list';

/** market-information/all: every post, filtered by category, a page at a time. */
export function MarketInformationAllPage() {
  const { activeAccount } = usePortalSession();
  const { category, page, setCategory, setPage } = usePostFilters();
  return (
    <div className="d-flex flex-column gap-4">
      <header className="d-flex flex-wrap justify-content-between align-items-end gap-3">
        <div>
          <Link to={marketLensPath('market-information', activeAccount?.id)} className="small">
            ← Market information
          </Link>
          <h1 className="h3 mb-0 mt-1">All posts</h1>
        </div>
        <CategoryFilter value={category} onChange={setCategory} />
      </header>
      <PostList category={category} page={page} perPage={POSTS_PER_PAGE} onPage={setPage} />
    </div>
  );
}

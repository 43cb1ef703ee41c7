import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { FileCategory } from '@generated/model/fileCategory';

import { type FileSort, isFileCategory, isFileSort } from '../utils/file-filters';

/**
 * The files list's category, sort and page live in the URL (?category=portfolio_report&sort=name-asc&page=2),
 * so a filtered list can be shared, reloaded and reached with the back button. Unknown values read as the defaults.
 */
export function useFileFilters(): {
  category: FileCategory | null;
  sort: FileSort;
  page: number;
  setCategory: (category: FileCategory | null) => void;
  setSort: (sort: FileSort) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const rawSort = params.get('sort');
  const parsedPage = Number.parseInt(params.get('page') ?? '1', 10);

  const update = useCallback(
    (name: string, value: string | null, keepPage = false) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        if (!keepPage) next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setCategory = useCallback((next: FileCategory | null) => update('category', next), [update]);
  const setSort = useCallback((next: FileSort) => update('sort', next === 'newest' ? null : next), [update]);
  const setPage = useCallback((next: number) => update('page', next > 1 ? String(next) : null, true), [update]);

  return {
    category: isFileCategory(rawCategory) ? rawCategory : null,
    sort: isFileSort(rawSort) ? rawSort : 'newest',
    page: Number.isFinite(parsedPage) && parsedPage >= 1 ? parsedPage : 1,
    setCategory,
    setSort,
    setPage,
  };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The list's category and page live in the URL (?category=Gas&page=2), so a filtered
 * page can be shared, reloaded and reached with the back button.
 */
export function usePostFilters(): { category: string; page: number; setCategory: (category: string) => void; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const parsedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsedPage) && parsedPage >= 1 ? parsedPage : 1;

  const setCategory = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('category', next);
        else updated.delete('category');
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { category, page, setCategory, setPage };
}

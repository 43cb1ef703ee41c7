import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters and page kept in the URL (?{name}=…&page=2) so a filtered list can be
 * shared, reloaded and reached with the back button. Changing a filter goes back to page 1;
 * page 1 and empty filters leave the URL clean.
 */
export function useUrlFilters(): {
  params: URLSearchParams;
  page: number;
  setFilter: (name: string, value: string) => void;
  setPage: (page: number) => void;
  clear: () => void;
} {
  const [params, setParams] = useSearchParams();
  const parsedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsedPage) && parsedPage >= 1 ? parsedPage : 1;
  const setFilter = useCallback(
    (name: string, value: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
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
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { params, page, setFilter, setPage, clear };
}

/** A list with one filter (the posts' category, the support queries' stage) and its page. */
export function useUrlFilterAndPage(name: string): { value: string; page: number; setValue: (value: string) => void; setPage: (page: number) => void } {
  const { params, page, setFilter, setPage } = useUrlFilters();
  const setValue = useCallback((next: string) => setFilter(name, next), [name, setFilter]);
  return { value: params.get(name) ?? '', page, setValue, setPage };
}

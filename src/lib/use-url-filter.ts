import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One filter and the page of a list, kept in the URL (?{name}=…&page=2) so a filtered list can
 * be shared, reloaded and reached with the back button. Changing the filter goes back to page 1;
 * page 1 and an empty filter leave the URL clean.
 */
export function useUrlFilterAndPage(name: string): { value: string; page: number; setValue: (value: string) => void; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const parsedPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsedPage) && parsedPage >= 1 ? parsedPage : 1;
  const setValue = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      }),
    [name, setParams],
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
  return { value, page, setValue, setPage };
}

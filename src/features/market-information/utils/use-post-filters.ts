import { useUrlFilterAndPage } from '@/lib/use-url-filter';

/** The posts list's category and page, kept in the URL (?category=Gas&page=2). */
export function usePostFilters(): { category: string; page: number; setCategory: (category: string) => void; setPage: (page: number) => void } {
  const { value, page, setValue, setPage } = useUrlFilterAndPage('category');
  return { category: value, page, setCategory: setValue, setPage };
}

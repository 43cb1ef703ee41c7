import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The position overview's two views: per product (the contract's periods) or per delivery month. */
export type PositionView = 'products' | 'months';

/** The view, in the URL (?view=months) so a reload and a link keep it; products by default. */
export function usePositionView(): [PositionView, (view: PositionView) => void] {
  const [params, setParams] = useSearchParams();
  const view: PositionView = params.get('view') === 'months' ? 'months' : 'products';
  const setView = useCallback(
    (next: PositionView) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'products') updated.delete('view');
        else updated.set('view', next);
        return updated;
      }),
    [setParams],
  );
  return [view, setView];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { TradeIndex } from '@generated/model/tradeIndex';
import { isTradeIndexValue } from '@/lib/trade-index-labels';

import { DEFAULT_POSITION_INDEX } from './position-index';

/** The trade index of the position overview, in the URL (?index=GASNBP) so it survives a reload. */
export function usePositionIndex(): [TradeIndex, (index: TradeIndex) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('index') ?? '';
  const index = isTradeIndexValue(value) ? value : DEFAULT_POSITION_INDEX;
  const setIndex = useCallback(
    (next: TradeIndex) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_POSITION_INDEX) updated.delete('index');
        else updated.set('index', next);
        return updated;
      }),
    [setParams],
  );
  return [index, setIndex];
}

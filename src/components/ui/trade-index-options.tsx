import { TRADE_INDEX_LABELS, TRADE_INDEXES } from '@/lib/trade-index-labels';

/** What a filter's first option says: no index chosen, every index shown. */
export const ALL_TRADE_INDICES = 'All trade indices';

/**
 * The trade indices as a select's options, by the names people know them under ('Power base
 * UK'), the codes as values; with `all`, first an empty option for every index (a filter).
 */
export function TradeIndexOptions({ all = false }: { all?: boolean }) {
  return (
    <>
      {all ? <option value="">{ALL_TRADE_INDICES}</option> : null}
      {TRADE_INDEXES.map((index) => (
        <option key={index} value={index}>
          {TRADE_INDEX_LABELS[index]}
        </option>
      ))}
    </>
  );
}

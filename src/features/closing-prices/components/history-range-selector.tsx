import { useId } from 'react';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

import { HISTORY_RANGES, type HistoryRange } from '../utils/history-range';

/** 1M / 3M / 6M / 1Y / 2Y: how far back the price history goes. */
export function HistoryRangeSelector({ value, onChange }: { value: HistoryRange; onChange: (range: HistoryRange) => void }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="visually-hidden">Range</legend>
      <ToggleButtonGroup type="radio" name={`${id}-range`} value={value} onChange={onChange} size="sm">
        {HISTORY_RANGES.map((range) => (
          <ToggleButton key={range.value} id={`${id}-range-${range.value}`} value={range.value} variant="outline-primary" title={range.description}>
            {range.label}
            <span className="visually-hidden"> ({range.description})</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </fieldset>
  );
}

import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

import type { Period } from '@generated/model/period';
import type { TradeIndex } from '@generated/model/tradeIndex';

import { isTradeIndex, PERIOD_OPTIONS, TRADE_INDEX_OPTIONS } from '../utils/closing-price-options';

/** The period selector (Day, Month, Quarter, Season) and trade index selector of the Closing Prices panel. */
export function PeriodAndIndexSelectors({
  period,
  tradeIndex,
  onPeriodChange,
  onTradeIndexChange,
}: {
  period: Period;
  tradeIndex: TradeIndex;
  onPeriodChange: (period: Period) => void;
  onTradeIndexChange: (tradeIndex: TradeIndex) => void;
}) {
  const id = useId();
  return (
    <div className="ml-selector-row">
      <fieldset>
        <legend className="form-label small fw-semibold mb-1">Period</legend>
        <ToggleButtonGroup type="radio" name={`${id}-period`} value={period} onChange={onPeriodChange}>
          {PERIOD_OPTIONS.map((option) => (
            <ToggleButton key={option.value} id={`${id}-period-${option.value}`} value={option.value} variant="outline-primary" size="sm">
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </fieldset>
      <Form.Group controlId={`${id}-trade-index`}>
        <Form.Label className="small fw-semibold mb-1">Trade index</Form.Label>
        <Form.Select
          size="sm"
          value={tradeIndex}
          onChange={(event) => {
            if (isTradeIndex(event.target.value)) onTradeIndexChange(event.target.value);
          }}
        >
          {TRADE_INDEX_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}

import type { PositionMoneyTotals } from '@generated/model/positionMoneyTotals';
import type { PositionOverview } from '@generated/model/positionOverview';
import { formatGbp, formatPercent, formatQuantity } from '@/lib/money';
import { TRADE_INDEX_LABELS } from '@/lib/trade-index-labels';

import { gbpOrDash, NO_FIGURE } from '../utils/position-figures';

/** Why a £ total is blank: the server leaves it out while a period has no published price. */
export function unpricedNote(totals: PositionMoneyTotals): string | null {
  if (totals.unpricedPeriods === 0) return null;
  const periods = totals.unpricedPeriods === 1 ? '1 period has' : `${totals.unpricedPeriods} periods have`;
  return `${periods} no published price yet, so the open value, estimated cost and variance are not totalled.`;
}

const signedGbp = (value: number | null) => (value === null ? NO_FIGURE : `${formatGbp(Math.abs(value))}${value > 0 ? ' over' : value < 0 ? ' under' : ''}`);

/**
 * The index's totals as the table's last row, as the server sums them: energy (MWh or therms,
 * since MW of periods of different lengths do not add up), the hedged share of that energy and
 * the £ sums. The budget-at-risk bands of periods do not add up, so that cell stays empty.
 */
export function PositionTotalsRow({ position }: { position: PositionOverview }) {
  const { totals } = position;
  // Energy, not the column's MW or therms/day: each cell says its unit, on its own line when narrow.
  const energy = (value: number) => (
    <>
      <span className="text-nowrap">{formatQuantity(value)}</span> {totals.energyUnit}
    </>
  );
  return (
    <tr className="ml-position-totals">
      <th scope="row">Total</th>
      <td className="text-end">{energy(totals.forecastEnergy)}</td>
      <td className="text-end">{energy(totals.hedgedEnergy)}</td>
      <td className="text-end">{energy(totals.openEnergy)}</td>
      <td className="text-end text-nowrap">{formatPercent(totals.hedgedPercent)}</td>
      <td className="text-end text-nowrap">{gbpOrDash(totals.estimatedTotalCost)}</td>
      <td className="text-end text-nowrap">{signedGbp(totals.variance)}</td>
      <td className="text-end">
        <span aria-hidden="true">{NO_FIGURE}</span>
        <span className="visually-hidden">Bands do not add up</span>
      </td>
      <td />
      <td />
    </tr>
  );
}

/** The totals of the index (below md, where there is no table) and the £ totals across every index. */
export function PositionTotalsSummary({ position, withIndex }: { position: PositionOverview; withIndex: boolean }) {
  const { totals, acrossIndices } = position;
  const energy = (value: number) => `${formatQuantity(value)} ${totals.energyUnit}`;
  const indexFigures = [
    ['Forecast', energy(totals.forecastEnergy)],
    ['Hedged', `${energy(totals.hedgedEnergy)} (${formatPercent(totals.hedgedPercent)})`],
    ['Open', energy(totals.openEnergy)],
    ['Estimated total cost', gbpOrDash(totals.estimatedTotalCost)],
    ['Budget cost', formatGbp(totals.budgetCost)],
    ['Variance', signedGbp(totals.variance)],
  ];
  const acrossFigures = [
    ['Locked cost', formatGbp(acrossIndices.lockedCost)],
    ['Open value at latest close', gbpOrDash(acrossIndices.openValue)],
    ['Estimated total cost', gbpOrDash(acrossIndices.estimatedTotalCost)],
    ['Budget cost', formatGbp(acrossIndices.budgetCost)],
    ['Variance', signedGbp(acrossIndices.variance)],
  ];
  const names = acrossIndices.tradeIndices.map((index) => TRADE_INDEX_LABELS[index]).join(', ');
  return (
    <div className="d-flex flex-column gap-3">
      {withIndex ? <FigureList title={`Total of ${TRADE_INDEX_LABELS[position.tradeIndex]}`} figures={indexFigures} note={unpricedNote(totals)} /> : null}
      <FigureList title={`Total across indices (${names})`} figures={acrossFigures} note={unpricedNote(acrossIndices)} />
    </div>
  );
}

function FigureList({ title, figures, note }: { title: string; figures: string[][]; note: string | null }) {
  return (
    <section aria-label={title}>
      <h3 className="h6 mb-2">{title}</h3>
      <dl className="mb-0 small ml-position-total-list">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="fw-normal text-body-secondary">{label}</dt>
            <dd className="mb-0 fw-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="small text-body-secondary mb-0 mt-1">{note}</p> : null}
    </section>
  );
}

/**
 * The first page of the portfolio report in figures (docs/files.md): per traded index and for
 * the whole account, the forecast, hedged and open energy (MWh, so power and gas add up), the
 * share hedged weighted by energy, the average locked price, the estimated cost against the
 * budget. Exact decimals from the position (server/position/position-overview.ts), rounded only
 * where the report shows them.
 *
 * The estimated cost is the locked cost plus the open volume at the report day's close; a
 * period with no close that day (not listed yet) has its open volume counted at its budget
 * price, and the report says how many periods that was — so the figure is never missing.
 */
import Decimal from 'decimal.js';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import { deliveryQuantity, energyMwh, exactValue } from '../../domain/energy';
import type { PortfolioReportData } from './portfolio-report-data';

export interface EnergyFigures {
  forecastMwh: Decimal;
  hedgedMwh: Decimal;
  openMwh: Decimal;
  lockedCost: Decimal;
  estimatedCost: Decimal;
  budgetCost: Decimal;
  /** Periods whose open volume is valued at the budget price (no close on the report day). */
  periodsAtBudget: number;
}

export interface IndexSummary extends EnergyFigures {
  tradeIndex: TradeIndex;
  priceUnit: string;
  /** Locked cost ÷ hedged quantity, in the index's price unit; null when nothing is hedged. */
  averageLockedPrice: Decimal | null;
}

export interface ReportSummary extends EnergyFigures {
  indices: IndexSummary[];
}

const ZERO = new Decimal(0);

/** hedged ÷ forecast × 100 (by energy), unrounded; 0 without a forecast. */
export const hedgedShare = (figures: Pick<EnergyFigures, 'forecastMwh' | 'hedgedMwh'>): Decimal =>
  figures.forecastMwh.isZero() ? ZERO : Decimal.max(figures.hedgedMwh, 0).times(100).dividedBy(figures.forecastMwh);

export function reportSummary(data: PortfolioReportData): ReportSummary {
  const indices = data.positions.map((position): IndexSummary => {
    const index = position.tradeIndex;
    let forecastMwh = ZERO;
    let hedgedMwh = ZERO;
    let lockedCost = ZERO;
    let estimatedCost = ZERO;
    let budgetCost = ZERO;
    // Hedged delivery quantity in the price's own unit (MWh for power, therms for gas).
    let hedgedQuantity = ZERO;
    let periodsAtBudget = 0;
    for (const period of position.periods) {
      const quantity = deliveryQuantity(index, period.deliveryStart, period.deliveryEnd);
      const open = new Decimal(period.forecastVolume).minus(period.hedgedVolume);
      forecastMwh = forecastMwh.plus(energyMwh(index, quantity, period.forecastVolume));
      hedgedMwh = hedgedMwh.plus(energyMwh(index, quantity, period.hedgedVolume));
      hedgedQuantity = hedgedQuantity.plus(new Decimal(period.hedgedVolume).times(quantity));
      lockedCost = lockedCost.plus(period.lockedCost);
      budgetCost = budgetCost.plus(period.budgetCost);
      if (period.estimatedTotalCost !== null) {
        estimatedCost = estimatedCost.plus(period.estimatedTotalCost);
      } else {
        periodsAtBudget += 1;
        estimatedCost = estimatedCost.plus(period.lockedCost).plus(exactValue(index, quantity, open, period.budgetPrice));
      }
    }
    const perUnit = index === 'GASNBP' ? lockedCost.times(100) : lockedCost;
    return {
      tradeIndex: index,
      priceUnit: position.priceUnit,
      forecastMwh,
      hedgedMwh,
      openMwh: forecastMwh.minus(hedgedMwh),
      lockedCost,
      estimatedCost,
      budgetCost,
      periodsAtBudget,
      averageLockedPrice: hedgedQuantity.gt(0) ? perUnit.dividedBy(hedgedQuantity) : null,
    };
  });
  const sum = (pick: (summary: IndexSummary) => Decimal) => indices.reduce((total, summary) => total.plus(pick(summary)), ZERO);
  return {
    indices,
    forecastMwh: sum((s) => s.forecastMwh),
    hedgedMwh: sum((s) => s.hedgedMwh),
    openMwh: sum((s) => s.openMwh),
    lockedCost: sum((s) => s.lockedCost),
    estimatedCost: sum((s) => s.estimatedCost),
    budgetCost: sum((s) => s.budgetCost),
    periodsAtBudget: indices.reduce((total, summary) => total + summary.periodsAtBudget, 0),
  };
}

import type { LimitPriceRisk } from '@generated/model/limitPriceRisk';
import { RiskConfirmation } from '@/components/ui/risk-confirmation';
import { formatShortDate } from '@/lib/dates';
import { formatTwoDecimals } from '@/lib/money';
import { formatUnitPrice } from '@/lib/trading-format';

/** The server's 409 for a limit far from the latest close, in its figures (docs/trading.md). */
export function LimitRiskConfirmation({ risk, message, busy, onConfirm, onBack }: { risk: LimitPriceRisk; message: string; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const side = risk.percentAway > 0 ? 'above' : 'below';
  return (
    <RiskConfirmation
      title="Your limit is far from the market"
      message={message}
      figures={[
        ['Your limit', formatUnitPrice(risk.limitPrice, risk.priceUnit)],
        ['Latest close', `${formatUnitPrice(risk.latestPrice, risk.priceUnit)} on ${formatShortDate(risk.latestPriceDate)}`],
        ['Distance from the close', `${formatTwoDecimals(Math.abs(risk.percentAway))} % ${side} (more than ${formatTwoDecimals(risk.thresholdPercent)} % asks for confirmation)`],
      ]}
      confirmLabel="Place order anyway"
      busyLabel="Placing order…"
      backLabel="Back to edit"
      busy={busy}
      onConfirm={onConfirm}
      onBack={onBack}
    />
  );
}

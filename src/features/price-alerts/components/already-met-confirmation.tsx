import type { AlertAlreadyMet } from '@generated/model/alertAlreadyMet';
import { RiskConfirmation } from '@/components/ui/risk-confirmation';
import { formatShortDate } from '@/lib/dates';
import { formatTwoDecimals } from '@/lib/money';

import { DIRECTION_LABELS } from '../utils/alert-form';

/** The server's 409 for an alert its product's latest close already meets, in its figures (docs/price-alerts.md). */
export function AlreadyMetConfirmation({ met, message, busy, onConfirm, onBack }: { met: AlertAlreadyMet; message: string; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const price = (value: number) => `${formatTwoDecimals(value)} ${met.priceUnit}`;
  return (
    <RiskConfirmation
      title="This alert is already met"
      message={message}
      figures={[
        ['Alert when the close', `${DIRECTION_LABELS[met.direction].toLowerCase()} ${price(met.targetPrice)}`],
        ['Latest close', `${price(met.latestPrice)} on ${formatShortDate(met.latestPriceDate)}`],
      ]}
      confirmLabel="Create alert anyway"
      busyLabel="Saving…"
      backLabel="Change the alert"
      busy={busy}
      onConfirm={onConfirm}
      onBack={onBack}
    />
  );
}

import { useState } from 'react';
import * as z from 'zod/mini';

import type { Transaction } from '@generated/model/transaction';
import { disputeTradeBodyReasonMax } from '@generated/zod/transactions/transactions.zod';
import { BusyButton } from '@/components/ui/busy-button';
import { FormDialog } from '@/components/ui/form-dialog';
import { ReasonField } from '@/components/ui/reason-field';
import { showApiError, useContractForm } from '@/lib/contract-form';
import { formatGbp, formatQuantity, formatTwoDecimals } from '@/lib/money';
import { toast } from '@/lib/toast';
import { productLabel } from '@/lib/trade-index-labels';

import { useConfirmTrade, useDisputeTrade } from '../api/answer-confirmation';
import { respondByText } from './confirmation-state';

export type ConfirmationAnswer = 'confirm' | 'dispute';

export const disputeSchema = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim() !== '', { error: 'Enter what is wrong with the confirmation.', abort: true }),
    z.refine((value) => value.trim().length <= disputeTradeBodyReasonMax, `The reason must be at most ${disputeTradeBodyReasonMax} characters.`),
  ),
});

const NOT_SAVED = 'Your answer could not be saved.';

/** 'Buy 2.5 MW Power base UK Q1-27 at 84.35 £/MWh, £455,279.13'. */
export const tradeWhat = (trade: Transaction) =>
  `${trade.tradeDirection === 'buy' ? 'Buy' : 'Sell'} ${formatQuantity(trade.volume)} ${trade.unit} ${productLabel(trade.tradeIndex, trade.deliveryPeriod)} at ${formatTwoDecimals(trade.price)} ${trade.priceUnit}, ${formatGbp(trade.value)}`;

/**
 * Confirm a trade's confirmation, or dispute it with a reason (a support query for the desk). A
 * refusal shows the server's message (a closed window names its end); the typed reason is kept.
 */
export function ConfirmationDialog({ trade, answer, onClose }: { trade: Transaction; answer: ConfirmationAnswer; onClose: () => void }) {
  const form = useContractForm(disputeSchema, { reason: '' });
  const confirmTrade = useConfirmTrade();
  const disputeTrade = useDisputeTrade();
  const [alert, setAlert] = useState<string>();
  const respondBy = trade.confirmation?.respondBy;

  const done = (text: string) => {
    toast.success(text);
    onClose();
  };
  const submitDispute = form.handleSubmit(({ reason }) => {
    setAlert(undefined);
    disputeTrade.mutate(
      { transactionId: trade.id, data: { reason: reason.trim() } },
      {
        onSuccess: (data) => done(`Trade disputed. Support query ${data.confirmation?.supportQueryReference ?? ''} is open with our trading desk.`.replace('  ', ' ')),
        onError: (error) => setAlert(showApiError(form, error, ['reason'], NOT_SAVED)),
      },
    );
  });
  const submitConfirm = (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    confirmTrade.mutate(
      { transactionId: trade.id },
      { onSuccess: () => done('Trade confirmed.'), onError: (error) => setAlert(showApiError(form, error, [], NOT_SAVED)) },
    );
  };

  return (
    <FormDialog
      title={answer === 'dispute' ? 'Dispute this trade' : 'Confirm this trade'}
      onSubmit={answer === 'dispute' ? submitDispute : submitConfirm}
      onCancel={onClose}
      alert={alert}
      submit={
        <BusyButton type="submit" variant={answer === 'dispute' ? 'danger' : 'primary'} busy={confirmTrade.isPending || disputeTrade.isPending}>
          {answer === 'dispute' ? 'Dispute trade' : 'Confirm trade'}
        </BusyButton>
      }
    >
      <p className="mb-0">{tradeWhat(trade)}.</p>
      <p className="mb-0 text-body-secondary">
        {answer === 'dispute'
          ? 'Tell our trading desk what is wrong: a support query opens with your reason, and the desk answers you there.'
          : 'Confirming tells our trading desk the confirmation matches what you agreed.'}
        {respondBy ? ` Answer by ${respondByText(respondBy)} London time.` : ''}
      </p>
      {answer === 'dispute' ? <ReasonField form={form} maxLength={disputeTradeBodyReasonMax} rows={4} /> : null}
    </FormDialog>
  );
}

import { useState } from 'react';
import { LogOut, Undo2 } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import {
  useCancelConsultation,
  useWithdrawFromConsultation,
} from '../api/use-consultation-payments.ts';
import { refundDueText } from './payment-status.tsx';
import { RefundConfirmDialog } from './refund-confirm-dialog.tsx';

type Props = { consultation: Consultation; size?: 'sm' | 'md' };

/** The owner's Cancel & Refund, while the professional has not replied yet. */
function CancelAndRefund({ consultation, size }: Props) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelConsultation(consultation.id);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <>
      <Button
        variant="outline"
        size={size}

        onClick={() => setOpen(true)}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        Cancel &amp; Refund
      </Button>
      <RefundConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Cancel & Refund"
        description={
          <>
            {refund ? (
              <>
                You will get <strong className="text-foreground">{refund}</strong> back in full
              </>
            ) : (
              'You will get your payment back in full'
            )}
            , to the account you paid from. The professional has not replied yet, so nothing is
            deducted. Your request goes back to receiving offers.
          </>
        }
        confirmLabel="Cancel & Refund"
        cancelLabel="Keep Consultation"
        pending={cancel.isPending}
        onConfirm={(variables, done) => cancel.mutate(variables, { onSuccess: done })}
      />
    </>
  );
}

/** The assigned professional's Withdraw from Case: the client is refunded in full. */
function WithdrawFromCase({ consultation, size }: Props) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawFromConsultation(consultation.id);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <>
      <Button
        variant="outline"
        size={size}

        onClick={() => setOpen(true)}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Withdraw from Case
      </Button>
      <RefundConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw from Case"
        description={
          <>
            The client will be refunded{' '}
            {refund ? <strong className="text-foreground">{refund}</strong> : 'their payment'} in
            full, and you will not be paid for this case. The request goes back to receiving offers
            from other professionals.
          </>
        }
        confirmLabel="Withdraw"
        cancelLabel="Stay on Case"
        pending={withdraw.isPending}
        onConfirm={(variables, done) => withdraw.mutate(variables, { onSuccess: done })}
      />
    </>
  );
}

/** Cancel & Refund or Withdraw from Case, whichever the server allows this reader. */
export function RefundActions({ consultation, size = 'sm' }: Props) {
  const { abilities } = consultation;
  if (!abilities.cancel && !abilities.withdraw) return null;
  return (
    <>
      {abilities.cancel && <CancelAndRefund consultation={consultation} size={size} />}
      {abilities.withdraw && <WithdrawFromCase consultation={consultation} size={size} />}
    </>
  );
}

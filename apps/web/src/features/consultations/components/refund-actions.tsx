import { useState, type ReactNode } from 'react';
import { LogOut, Undo2 } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import {
  useCancelConsultation,
  useWithdrawFromConsultation,
  type CancellationVariables,
} from '../api/use-consultation-payments.ts';
import { refundDueText } from './payment-status.tsx';
import { RefundConfirmDialog } from './refund-confirm-dialog.tsx';

type Props = { consultation: Consultation; size?: 'sm' | 'md' };

/** What the confirm button runs: the cancel or withdraw mutation. */
type RefundMutation = {
  isPending: boolean;
  mutate: (variables: CancellationVariables, options: { onSuccess: () => void }) => void;
};

/** A button that asks, in the refund dialog, before it gives the case up with a full refund. */
function GiveUpButton({
  size,
  icon,
  label,
  description,
  confirmLabel,
  cancelLabel,
  mutation,
}: {
  size: Props['size'];
  icon: ReactNode;
  label: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  mutation: RefundMutation;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <RefundConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={label}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        pending={mutation.isPending}
        onConfirm={(variables, done) => mutation.mutate(variables, { onSuccess: done })}
      />
    </>
  );
}

/** The owner's Cancel & Refund, while the professional has not replied yet. */
function CancelAndRefund({ consultation, size }: Props) {
  const cancel = useCancelConsultation(consultation.id);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <GiveUpButton
      size={size}
      icon={<Undo2 aria-hidden="true" className="size-4" />}
      label="Cancel & Refund"
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
      mutation={cancel}
    />
  );
}

/** The assigned professional's Withdraw from Case: the client is refunded in full. */
function WithdrawFromCase({ consultation, size }: Props) {
  const withdraw = useWithdrawFromConsultation(consultation.id);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <GiveUpButton
      size={size}
      icon={<LogOut aria-hidden="true" className="size-4" />}
      label="Withdraw from Case"
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
      mutation={withdraw}
    />
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

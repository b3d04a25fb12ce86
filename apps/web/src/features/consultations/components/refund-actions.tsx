import { useState, type ReactNode } from 'react';
import { LogOut, Undo2 } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { T, useT } from '@/i18n';
import {
  useCancelConsultation,
  useWithdrawFromConsultation,
  type CancellationVariables,
} from '../api/use-consultation-payments.ts';
import { refundDueText } from '@/components/consultation/payment-status.tsx';
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
  const t = useT();
  const cancel = useCancelConsultation(consultation.id);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <GiveUpButton
      size={size}
      icon={<Undo2 aria-hidden="true" className="size-4" />}
      label={t('consultations.cancel.label')}
      description={
        refund ? (
          <T
            id="consultations.cancel.descriptionWithAmount"
            values={{ amount: refund }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        ) : (
          t('consultations.cancel.description')
        )
      }
      confirmLabel={t('consultations.cancel.label')}
      cancelLabel={t('consultations.cancel.keep')}
      mutation={cancel}
    />
  );
}

/** The assigned professional's Withdraw from Case: the client is refunded in full. */
function WithdrawFromCase({ consultation, size }: Props) {
  const t = useT();
  const withdraw = useWithdrawFromConsultation(consultation.id);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <GiveUpButton
      size={size}
      icon={<LogOut aria-hidden="true" className="size-4" />}
      label={t('consultations.withdraw.label')}
      description={
        refund ? (
          <T
            id="consultations.withdraw.descriptionWithAmount"
            values={{ amount: refund }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        ) : (
          t('consultations.withdraw.description')
        )
      }
      confirmLabel={t('consultations.withdraw.confirm')}
      cancelLabel={t('consultations.withdraw.stay')}
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

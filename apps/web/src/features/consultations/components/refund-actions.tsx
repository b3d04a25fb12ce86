import { Suspense, useState } from 'react';
import { LogOut, Undo2, type LucideIcon } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { msg, T, useT } from '@/i18n';
import {
  useCancelConsultation,
  useWithdrawFromConsultation,
  type CancellationVariables,
} from '../api/use-consultation-payments.ts';
import { refundDueText } from '@/components/consultation/payment-status.tsx';
import { useOpenedOnce } from '@/hooks/use-opened-once.ts';
import { preloadable } from '@/lib/preloadable.ts';

// The refund dialog loads the first time a button asks for it (or the pointer or focus reaches
// one): the dashboard and the case page show these buttons on cases in progress, and their first
// screen went without the dialog's code (Radix's focus trap and layers among it).
const dialog = preloadable(() => import('./refund-confirm-dialog.tsx'));
const RefundConfirmDialog = dialog.lazyOf((m) => m.RefundConfirmDialog);
const preloadDialog = () => void dialog.preload().catch(() => undefined);

type Props = { consultation: Consultation; size?: 'sm' | 'md' };

/** What the confirm button runs: the cancel or withdraw mutation. */
type RefundMutation = {
  isPending: boolean;
  mutate: (variables: CancellationVariables, options: { onSuccess: () => void }) => void;
};

/**
 * One way to give a case up: its button's icon and label (also the dialog's title), the dialog's
 * body with the refund due and without it, and the dialog's confirm and keep buttons.
 */
type GiveUpWay = {
  Icon: LucideIcon;
  label: string;
  descriptionWithAmount: string;
  description: string;
  confirm: string;
  keep: string;
};

/** The owner's Cancel & Refund, while the professional has not replied yet. */
const CANCEL_AND_REFUND: GiveUpWay = {
  Icon: Undo2,
  label: msg('consultations.cancel.label'),
  descriptionWithAmount: msg('consultations.cancel.descriptionWithAmount'),
  description: msg('consultations.cancel.description'),
  confirm: msg('consultations.cancel.label'),
  keep: msg('consultations.cancel.keep'),
};

/** The assigned professional's Withdraw from Case: the client is refunded in full. */
const WITHDRAW_FROM_CASE: GiveUpWay = {
  Icon: LogOut,
  label: msg('consultations.withdraw.label'),
  descriptionWithAmount: msg('consultations.withdraw.descriptionWithAmount'),
  description: msg('consultations.withdraw.description'),
  confirm: msg('consultations.withdraw.confirm'),
  keep: msg('consultations.withdraw.stay'),
};

/**
 * A button that asks, in the refund dialog, before it gives the case up with a full refund; the
 * dialog names the refund due when the case was paid.
 */
function GiveUpButton({
  consultation,
  size,
  way,
  mutation,
}: {
  consultation: Consultation;
  size: Props['size'];
  way: GiveUpWay;
  mutation: RefundMutation;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const refund = consultation.payment ? refundDueText(consultation.payment) : null;
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        <way.Icon aria-hidden="true" className="size-4" />
        {t(way.label)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <RefundConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={t(way.label)}
            description={
              refund ? (
                <T
                  id={way.descriptionWithAmount}
                  values={{ amount: refund }}
                  components={{ 0: <strong className="text-foreground" /> }}
                />
              ) : (
                t(way.description)
              )
            }
            confirmLabel={t(way.confirm)}
            cancelLabel={t(way.keep)}
            pending={mutation.isPending}
            onConfirm={(variables, done) => mutation.mutate(variables, { onSuccess: done })}
          />
        </Suspense>
      )}
    </>
  );
}

/** Cancel & Refund or Withdraw from Case, whichever the server allows this reader. */
export function RefundActions({ consultation, size = 'sm' }: Props) {
  const cancel = useCancelConsultation(consultation.id);
  const withdraw = useWithdrawFromConsultation(consultation.id);
  const { abilities } = consultation;
  const shared = { consultation, size };
  return (
    <>
      {abilities.cancel && <GiveUpButton {...shared} way={CANCEL_AND_REFUND} mutation={cancel} />}
      {abilities.withdraw && (
        <GiveUpButton {...shared} way={WITHDRAW_FROM_CASE} mutation={withdraw} />
      )}
    </>
  );
}

import { useState } from 'react';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useReopenDecision, type ReopenVerb } from '../../api/use-admin-consultations.ts';

const CONFIRMS: Record<
  ReopenVerb,
  { button: string; title: string; description: string; confirm: string }
> = {
  approve: {
    button: 'Approve Reopen',
    title: 'Approve the reopen request?',
    description:
      'The consultation is reopened so the user and the professional can continue. Both are notified.',
    confirm: 'Approve Reopen',
  },
  decline: {
    button: 'Decline Reopen',
    title: 'Decline the reopen request?',
    description:
      'The consultation is marked completed. The user and the professional are notified.',
    confirm: 'Decline Reopen',
  },
};

function ReopenDecision({
  verb,
  consultation,
}: {
  verb: ReopenVerb;
  consultation: AdminConsultation;
}) {
  const [confirming, setConfirming] = useState(false);
  const decide = useReopenDecision(verb);
  const texts = CONFIRMS[verb];
  return (
    <>
      <Button
        size="sm"
        variant={verb === 'approve' ? 'primary' : 'outline'}
        loading={decide.isPending}
        onClick={() => setConfirming(true)}
      >
        {texts.button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.title}
        description={`${consultation.title}: ${texts.description}`}
        confirmLabel={texts.confirm}
        confirmVariant={verb === 'approve' ? 'primary' : 'destructive'}
        pending={decide.isPending}
        onConfirm={() => decide.mutate(consultation.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}

/** Approve Reopen and Decline Reopen for a case whose user asked to reopen it, each confirmed. */
export function ReopenActions({ consultation }: { consultation: AdminConsultation }) {
  return (
    <>
      <ReopenDecision verb="approve" consultation={consultation} />
      <ReopenDecision verb="decline" consultation={consultation} />
    </>
  );
}

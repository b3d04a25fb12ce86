import { useState } from 'react';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { msg, useT } from '@/i18n';
import { useReopenDecision, type ReopenVerb } from '../../api/use-admin-consultations.ts';

const CONFIRMS: Record<
  ReopenVerb,
  { button: string; title: string; description: string; confirm: string }
> = {
  approve: {
    button: msg('admin.reopen.approve'),
    title: msg('admin.reopen.approveTitle'),
    description: msg('admin.reopen.approveDescription'),
    confirm: msg('admin.reopen.approve'),
  },
  decline: {
    button: msg('admin.reopen.decline'),
    title: msg('admin.reopen.declineTitle'),
    description: msg('admin.reopen.declineDescription'),
    confirm: msg('admin.reopen.decline'),
  },
};

function ReopenDecision({
  verb,
  consultation,
}: {
  verb: ReopenVerb;
  consultation: AdminConsultation;
}) {
  const t = useT();
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
        {t(texts.button)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(texts.title)}
        description={`${consultation.title}: ${t(texts.description)}`}
        confirmLabel={t(texts.confirm)}
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

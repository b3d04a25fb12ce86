import { useState } from 'react';
import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, type PickedDialogProps } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useVerifyProfessional } from '../../api/use-approvals.ts';
import { ApprovalChecklist, type CheckName } from '../dashboard/application-dialog.tsx';

/**
 * Verifying afterwards (decision 216): a professional approved without the checklist is "Not
 * verified" until an admin confirms the same checklist the approval asks for. The server says
 * who can be verified (`canVerify`) and what stops the others (`verificationBlocker`).
 */
export function VerifyProfessionalDialog({
  user,
  onOpenChange,
}: PickedDialogProps<'user', AdminUser>) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      {user && <VerifyContent user={user} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function VerifyContent({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const t = useT();
  const verify = useVerifyProfessional();
  const [checks, setChecks] = useState<Record<CheckName, boolean>>({
    licenceNumber: false,
    credentials: false,
  });
  const blocked = !user.canVerify;
  const confirmed = !blocked && checks.licenceNumber && checks.credentials;
  return (
    <DialogContent
      title={t('admin.users.verifyTitle', { name: user.name })}
      description={t('admin.users.verifyDescription')}
      className="max-w-xl"
    >
      <div className="space-y-5">
        <ApprovalChecklist
          applicant={{
            licenseNumber: user.licenseNumber,
            approvalBlocker: user.verificationBlocker,
          }}
          legend={t('admin.users.verifyChecklist')}
          checks={checks}
          onChange={(name, checked) => setChecks((before) => ({ ...before, [name]: checked }))}
        />
        <div className="flex justify-end">
          <Button
            loading={verify.isPending}
            disabled={!confirmed}
            onClick={() => verify.mutate({ id: user.id }, { onSuccess: onDone })}
          >
            {t('admin.users.verify')}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}

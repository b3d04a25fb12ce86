import { useState } from 'react';
import { Gauge, Plus } from 'lucide-react';
import type { AdminSpecialization } from '@salahkar/domain/schemas/admin-catalog';
import { Button } from '@/components/ui/button.tsx';
import { unpickWhenClosed } from '@/components/ui/dialog.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { useT } from '@/i18n';
import { useAdminProfessions, useAdminSpecializations } from '../../api/use-admin-catalog.ts';
import { AddProfessionDialog } from './add-profession-dialog.tsx';
import { AddSpecializationDialog } from './add-specialization-dialog.tsx';
import { DeleteSpecializationDialog } from './delete-specialization-dialog.tsx';
import { EditSpecializationDialog } from './edit-specialization-dialog.tsx';
import { ProfessionCard } from './profession-card.tsx';
import { UrgencyPricingDialog } from './urgency-pricing-dialog.tsx';

type OpenDialog = 'profession' | 'specialization' | 'urgency' | null;

/** The admin console's catalog: professions, their specializations and prices, urgency tiers. */
export function ProfessionsTab() {
  const t = useT();
  const professions = useAdminProfessions();
  const specializations = useAdminSpecializations();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [deleting, setDeleting] = useState<AdminSpecialization | null>(null);
  const [editing, setEditing] = useState<AdminSpecialization | null>(null);
  const closeUnless = (open: boolean) => !open && setDialog(null);

  // Both lists make the page: it loads, fails and retries as one.
  const query = {
    isPending: professions.isPending || specializations.isPending,
    isError: professions.isError || specializations.isError,
    refetch: () => Promise.all([professions.refetch(), specializations.refetch()]),
  };
  const professionList = professions.data ?? [];
  // Deleted specializations stay in the admin list as inactive; they are no longer offered.
  const active = (specializations.data ?? []).filter((item) => item.isActive);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" onClick={() => setDialog('urgency')}>
          <Gauge aria-hidden="true" className="size-4" />
          {t('admin.professions.urgencyPricing')}
        </Button>
        <Button variant="outline" onClick={() => setDialog('profession')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.professions.add')}
        </Button>
        <Button onClick={() => setDialog('specialization')} disabled={professionList.length === 0}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.professions.addSpecialization')}
        </Button>
      </div>
      <ListState
        query={query}
        isEmpty={professionList.length === 0}
        loadingLabel={t('admin.professions.loading')}
        errorTitle={t('admin.professions.loadFailed')}
        emptyText={t('admin.professions.empty')}
        emptyDescription={t('admin.professions.emptyDescription')}
      >
        <ul aria-label={t('admin.tabs.professions')} className="grid gap-4 lg:grid-cols-2">
          {professionList.map((profession) => (
            <li key={profession.id}>
              <ProfessionCard
                profession={profession}
                specializations={active.filter((item) => item.professionId === profession.id)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      </ListState>
      <AddProfessionDialog open={dialog === 'profession'} onOpenChange={closeUnless} />
      <AddSpecializationDialog
        professions={professionList}
        open={dialog === 'specialization'}
        onOpenChange={closeUnless}
      />
      <UrgencyPricingDialog open={dialog === 'urgency'} onOpenChange={closeUnless} />
      <EditSpecializationDialog
        specialization={editing}
        onOpenChange={unpickWhenClosed(setEditing)}
      />
      <DeleteSpecializationDialog
        specialization={deleting}
        onOpenChange={unpickWhenClosed(setDeleting)}
      />
    </div>
  );
}

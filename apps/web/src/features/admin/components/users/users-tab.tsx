import { useEffect, useState } from 'react';
import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import { unpickWhenClosed } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { isAuthFailure } from '@/lib/auth-failures.ts';
import { useAdminUsers, type AdminUserFilters } from '../../api/use-admin-users.ts';
import { SuspendUserDialog } from './suspend-user-dialog.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { UserCard } from './user-card.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';
import { UsersToolbar } from './users-toolbar.tsx';
import { VerifyProfessionalDialog } from './verify-professional-dialog.tsx';

/** The admin console's people: search, role filter, details, suspension and the export. */
export function UsersTab() {
  const t = useT();
  const [filters, setFilters] = useState<AdminUserFilters>({ search: '', role: '' });
  const search = useDebouncedValue(filters.search);
  const users = useAdminUsers({ search, role: filters.role });
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [verifying, setVerifying] = useState<AdminUser | null>(null);

  // Section 8: a failed load is also announced; a lost session has its own toast already.
  const { error } = users;
  useEffect(() => {
    if (error && !isAuthFailure(error)) {
      notify({
        title: t('admin.toast.error'),
        description: t('admin.toast.usersLoadFailed'),
        variant: 'error',
      });
    }
  }, [error, t]);

  return (
    <div className="space-y-4">
      <UsersToolbar filters={filters} onChange={setFilters} />
      {users.isError ? (
        <EmptyState
          title={t('admin.users.loadError')}
          description={t('admin.users.loadErrorDescription')}
          action={
            <Button loading={users.isFetching} onClick={() => void users.refetch()}>
              {t('admin.users.retry')}
            </Button>
          }
        />
      ) : (
        <ListState
          query={users}
          isEmpty={users.items.length === 0}
          loadingLabel={t('admin.users.loading')}
          emptyText={
            search.trim() || filters.role ? t('admin.users.noMatch') : t('admin.users.noUsers')
          }
          emptyDescription={
            search.trim() || filters.role ? t('admin.users.noMatchDescription') : undefined
          }
        >
          <ul aria-label={t('admin.users.listLabel')} className="space-y-3">
            {users.items.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                onView={setViewing}
                onSuspendToggle={setToggling}
                onVerify={setVerifying}
              />
            ))}
          </ul>
        </ListState>
      )}
      <UserDetailsDialog user={viewing} onOpenChange={unpickWhenClosed(setViewing)} />
      <SuspendUserDialog user={toggling} onOpenChange={unpickWhenClosed(setToggling)} />
      <VerifyProfessionalDialog user={verifying} onOpenChange={unpickWhenClosed(setVerifying)} />
    </div>
  );
}

import { Search } from 'lucide-react';
import { ROLES, type Role } from '@salahkar/domain/enums';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect, SelectOptions } from '@/components/ui/native-select.tsx';
import { useT } from '@/i18n';
import { useExportUsers, type AdminUserFilters } from '../../api/use-admin-users.ts';
import { DownloadButton } from '../download-button.tsx';
import { ROLE_OPTION_IDS } from '../labels.ts';

/** Search by name or email, a role filter, and the CSV export of everyone. */
export function UsersToolbar({
  filters,
  onChange,
}: {
  filters: AdminUserFilters;
  onChange: (filters: AdminUserFilters) => void;
}) {
  const t = useT();
  const exporter = useExportUsers();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="admin-user-search">{t('admin.users.search')}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-user-search"
            type="search"
            placeholder={t('admin.users.searchPlaceholder')}
            maxLength={100}
            className="pl-9"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5 sm:w-48">
        <Label htmlFor="admin-user-role">{t('admin.users.role')}</Label>
        <NativeSelect
          id="admin-user-role"
          value={filters.role}
          onChange={(event) => onChange({ ...filters, role: event.target.value as Role | '' })}
        >
          <option value="">{t('admin.users.allRoles')}</option>
          <SelectOptions values={ROLES} label={(role) => t(ROLE_OPTION_IDS[role])} />
        </NativeSelect>
      </div>
      <DownloadButton pending={exporter.isPending} onClick={exporter.start}>
        {t('admin.users.export')}
      </DownloadButton>
    </div>
  );
}

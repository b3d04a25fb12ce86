import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import {
  CATEGORIES,
  CONSULTATION_STATUSES,
  type Category,
  type ConsultationStatus,
} from '@salahkar/domain/enums';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect, SelectOptions } from '@/components/ui/native-select.tsx';
import { categoryLabel, statusLabel, useT } from '@/i18n';
import type { AdminConsultationFilters } from '../../api/use-admin-consultations.ts';

const SEARCH_LIMIT = 200;

/**
 * Status and category apply as they are chosen; the search applies when submitted, so typing does
 * not send a request per key.
 */
export function ConsultationFilters({
  filters,
  onChange,
}: {
  filters: AdminConsultationFilters;
  onChange: (filters: AdminConsultationFilters) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState(filters.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: search.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label={t('admin.consultations.filterLabel')}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
    >
      <FormField label={t('admin.consultations.status')}>
        <NativeSelect
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: (event.target.value || undefined) as ConsultationStatus,
            })
          }
        >
          <option value="">{t('admin.consultations.allStatuses')}</option>
          <SelectOptions values={CONSULTATION_STATUSES} label={statusLabel} />
        </NativeSelect>
      </FormField>
      <FormField label={t('admin.consultations.category')}>
        <NativeSelect
          value={filters.category ?? ''}
          onChange={(event) =>
            onChange({ ...filters, category: (event.target.value || undefined) as Category })
          }
        >
          <option value="">{t('admin.consultations.allCategories')}</option>
          <SelectOptions values={CATEGORIES} label={categoryLabel} />
        </NativeSelect>
      </FormField>
      <FormField label={t('admin.consultations.search')}>
        <Input
          type="search"
          value={search}
          maxLength={SEARCH_LIMIT}
          placeholder={t('admin.consultations.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" className="size-4" />
        {t('admin.consultations.searchButton')}
      </Button>
    </form>
  );
}

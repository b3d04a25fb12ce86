import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  CONSULTATION_STATUSES,
  CONSULTATION_STATUS_LABELS,
  type Category,
  type ConsultationStatus,
} from '@salahkar/domain/enums';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
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
  const [search, setSearch] = useState(filters.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: search.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label="Filter consultations"
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end"
    >
      <FormField label="Status">
        <NativeSelect
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: (event.target.value || undefined) as ConsultationStatus,
            })
          }
        >
          <option value="">All statuses</option>
          {CONSULTATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {CONSULTATION_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Category">
        <NativeSelect
          value={filters.category ?? ''}
          onChange={(event) =>
            onChange({ ...filters, category: (event.target.value || undefined) as Category })
          }
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Search">
        <Input
          type="search"
          value={search}
          maxLength={SEARCH_LIMIT}
          placeholder="Title, or the user's or professional's name or email"
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}

import { Pencil, Trash2 } from 'lucide-react';
import type { AdminProfession, AdminSpecialization } from '@salahkar/domain/schemas/admin-catalog';
import { formatRupeesFromRupees } from '@salahkar/domain/format';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useT } from '@/i18n';

/** One profession with its figures and its active specializations, each editable and deletable. */
export function ProfessionCard({
  profession,
  specializations,
  onEdit,
  onDelete,
}: {
  profession: AdminProfession;
  specializations: AdminSpecialization[];
  onEdit: (specialization: AdminSpecialization) => void;
  onDelete: (specialization: AdminSpecialization) => void;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{profession.displayName}</CardTitle>
          {!profession.isActive && <Badge>{t('admin.professions.inactive')}</Badge>}
        </div>
        <CardDescription>
          {t('admin.professions.figures', {
            professionals: profession.totalProfessionals,
            consultations: profession.totalConsultations,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {specializations.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('admin.professions.noSpecializations')}
          </p>
        ) : (
          <ul
            aria-label={t('admin.professions.specializationsOf', { name: profession.displayName })}
            className="divide-y divide-border"
          >
            {specializations.map((specialization) => (
              <li
                key={specialization.id}
                className="flex items-center justify-between gap-3 py-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{specialization.name}</p>
                  <p lang={specialization.nameHi ? 'hi' : undefined} className="break-words">
                    {specialization.nameHi ?? t('admin.catalog.noHindi')}
                  </p>
                  <p className="text-muted-foreground">
                    {formatRupeesFromRupees(specialization.minPrice)} –{' '}
                    {formatRupeesFromRupees(specialization.maxPrice)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('admin.catalog.editName', { name: specialization.name })}
                    onClick={() => onEdit(specialization)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('admin.professions.deleteName', { name: specialization.name })}
                    onClick={() => onDelete(specialization)}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

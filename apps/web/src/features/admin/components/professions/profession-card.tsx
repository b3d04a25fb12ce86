import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
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

/**
 * Edit or Delete on a specialization's row: an icon alone on screen, so its label names the
 * specialization for a screen reader ("Edit ITR Filing"), both drawn the same way.
 */
function SpecializationAction({
  label,
  icon: Icon,
  iconClassName,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  iconClassName: string;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" className={iconClassName} />
    </Button>
  );
}

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
                  <SpecializationAction
                    label={t('admin.catalog.editName', { name: specialization.name })}
                    icon={Pencil}
                    iconClassName="size-4"
                    onClick={() => onEdit(specialization)}
                  />
                  <SpecializationAction
                    label={t('admin.professions.deleteName', { name: specialization.name })}
                    icon={Trash2}
                    iconClassName="size-4 text-destructive"
                    onClick={() => onDelete(specialization)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

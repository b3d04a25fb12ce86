import { Trash2 } from 'lucide-react';
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

/** One profession with its figures and its active specializations, each deletable. */
export function ProfessionCard({
  profession,
  specializations,
  onDelete,
}: {
  profession: AdminProfession;
  specializations: AdminSpecialization[];
  onDelete: (specialization: AdminSpecialization) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{profession.displayName}</CardTitle>
          {!profession.isActive && <Badge>Inactive</Badge>}
        </div>
        <CardDescription>
          {profession.totalProfessionals} professionals · {profession.totalConsultations}{' '}
          consultations
        </CardDescription>
      </CardHeader>
      <CardContent>
        {specializations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No specializations yet.</p>
        ) : (
          <ul
            aria-label={`${profession.displayName} specializations`}
            className="divide-y divide-border"
          >
            {specializations.map((specialization) => (
              <li
                key={specialization.id}
                className="flex items-center justify-between gap-3 py-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{specialization.name}</p>
                  <p className="text-muted-foreground">
                    {formatRupeesFromRupees(specialization.minPrice)} –{' '}
                    {formatRupeesFromRupees(specialization.maxPrice)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${specialization.name}`}
                  onClick={() => onDelete(specialization)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-destructive" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

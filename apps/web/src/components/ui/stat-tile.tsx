import type { ReactNode } from 'react';
import { Card } from './card.tsx';

/** One figure of a dashboard's summary: what it is, its value, a line on it and an icon. */
export function StatTile({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail?: string;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold">{value}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
      <div className="rounded-lg bg-primary-soft p-2 text-primary [&_svg]:size-5">{icon}</div>
    </Card>
  );
}

import type { ReactNode } from 'react';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { availabilityText, durationText, responseTimeText } from './overview-format.ts';

type Figure = { label: string; value: ReactNode };

/** A titled card of label/value pairs. */
function FigureCard({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          {figures.map(({ label, value }) => (
            <div key={label} className="flex items-baseline justify-between gap-3">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Platform Activity, System Health and Alerts, side by side on wide screens. */
export function OverviewPanels({ overview }: { overview: AdminOverview }) {
  const t = useT();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <FigureCard
        title={t('admin.overview.platformActivity')}
        figures={[
          { label: t('admin.overview.activeConsultations'), value: overview.activeConsultations },
          { label: t('admin.overview.weeklyConsultations'), value: overview.weeklyConsultations },
          {
            label: t('admin.overview.avgResponseTime'),
            value: responseTimeText(overview.avgResponseTime),
          },
        ]}
      />
      <FigureCard
        title={t('admin.overview.systemHealth')}
        figures={[
          { label: t('admin.overview.completionRate'), value: `${overview.completionRate}%` },
          { label: t('admin.overview.satisfaction'), value: `${overview.satisfaction}%` },
          {
            label: t('admin.overview.professionalRating'),
            value: `${overview.avgProfessionalRating} / 5`,
          },
        ]}
      />
      <FigureCard
        title={t('admin.overview.alerts')}
        figures={[
          { label: t('admin.overview.pendingComplaints'), value: overview.pendingQueries },
          { label: t('admin.overview.failedPayments'), value: overview.failedPayments },
          { label: t('admin.overview.stuckMails'), value: overview.stuckMails },
          // Availability from recorded heartbeats; the process's own uptime is a different thing.
          {
            label: t('admin.overview.uptimeDay'),
            value: availabilityText(overview.availability.day),
          },
          {
            label: t('admin.overview.uptimeWeek'),
            value: availabilityText(overview.availability.week),
          },
          {
            label: t('admin.overview.processUptime'),
            value: durationText(overview.systemUptime),
          },
        ]}
      />
    </div>
  );
}

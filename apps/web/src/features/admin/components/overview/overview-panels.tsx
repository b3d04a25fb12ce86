import type { ReactNode } from 'react';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
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
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <FigureCard
        title="Platform Activity"
        figures={[
          { label: 'Active consultations', value: overview.activeConsultations },
          { label: 'Consultations this week', value: overview.weeklyConsultations },
          { label: 'Average response time', value: responseTimeText(overview.avgResponseTime) },
        ]}
      />
      <FigureCard
        title="System Health"
        figures={[
          { label: 'Completion rate', value: `${overview.completionRate}%` },
          { label: 'User satisfaction', value: `${overview.satisfaction}%` },
          { label: 'Professional rating', value: `${overview.avgProfessionalRating} / 5` },
        ]}
      />
      <FigureCard
        title="Alerts"
        figures={[
          { label: 'Pending queries', value: overview.pendingQueries },
          { label: 'Failed payments (30 days)', value: overview.failedPayments },
          { label: 'Emails not delivered (7 days)', value: overview.stuckMails },
          // Availability from recorded heartbeats; the process's own uptime is a different thing.
          { label: 'System uptime (24 hours)', value: availabilityText(overview.availability.day) },
          { label: 'System uptime (7 days)', value: availabilityText(overview.availability.week) },
          { label: 'Process uptime (this server)', value: durationText(overview.systemUptime) },
        ]}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Activity, PieChart } from 'lucide-react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAdminOverview } from '../../api/use-admin-overview.ts';
import { ActivityItems } from '../overview/activity-items.tsx';

function CategoryShares({ shares }: { shares: AdminOverview['categoryDistribution'] }) {
  if (shares.every((share) => share.count === 0)) {
    return <EmptyState title="No consultations yet" description="Shares appear once users post." />;
  }
  return (
    <ul aria-label="Category distribution" className="space-y-3">
      {shares.map((share) => {
        const label = CATEGORY_LABELS[share.category];
        const text = `${share.count} (${share.percent}%)`;
        return (
          <li key={share.category} className="space-y-1 text-sm">
            <p className="flex justify-between gap-3">
              <span>{label}</span>
              <span className="text-muted-foreground">{text}</span>
            </p>
            <Progress value={share.percent} label={label} valueText={text} />
          </li>
        );
      })}
    </ul>
  );
}

function OverviewCard({
  title,
  description,
  icon,
  render,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  render: (overview: AdminOverview) => ReactNode;
}) {
  const overview = useAdminOverview();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:text-primary">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {overview.isPending ? (
          <div className="flex justify-center py-6 text-primary">
            <Spinner label="Loading…" className="size-6" />
          </div>
        ) : overview.isError ? (
          <LoadFailed title={`Could not load ${title.toLowerCase()}`} onRetry={overview.refetch} />
        ) : (
          render(overview.data)
        )}
      </CardContent>
    </Card>
  );
}

/** Recent Activity (platform events and admin actions) and Category Distribution, from the server. */
export function PlatformActivity() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OverviewCard
        title="Recent Activity"
        description="Sign-ups, applications, requests, payments, completions, refunds and admin actions, newest first; times in IST."
        icon={<Activity aria-hidden="true" />}
        render={(overview) => <ActivityItems activity={overview.recentActivity} />}
      />
      <OverviewCard
        title="Category Distribution"
        description="Consultations by professional type."
        icon={<PieChart aria-hidden="true" />}
        render={(overview) => <CategoryShares shares={overview.categoryDistribution} />}
      />
    </div>
  );
}

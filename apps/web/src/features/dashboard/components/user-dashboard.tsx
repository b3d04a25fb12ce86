import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { CurrentUser } from '@/features/auth';
import { PostConsultationDialog } from '@/features/consultations';
import { DashboardTabs } from './dashboard-tabs.tsx';

/** `/` for a user: the welcome banner with Get Consultation, then their consultations by tab. */
export function UserDashboard({ user }: { user: CurrentUser }) {
  const [posting, setPosting] = useState(false);
  const openPostDialog = () => setPosting(true);

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="dashboard-heading"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-primary-soft px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-8"
      >
        <div>
          <h1 id="dashboard-heading" className="text-2xl font-semibold text-primary sm:text-3xl">
            Welcome back, {user.firstName?.trim() || 'there'}!
          </h1>
          <p className="mt-2 text-muted-foreground">What are you looking for today?</p>
        </div>
        <Button size="lg" onClick={openPostDialog}>
          <Plus aria-hidden="true" className="size-5" />
          Get Consultation
        </Button>
      </section>

      <DashboardTabs onGetConsultation={openPostDialog} />
      <PostConsultationDialog open={posting} onOpenChange={setPosting} />
    </div>
  );
}

import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { Category } from '@salahkar/domain/enums';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { chosenFieldOf } from '@/features/auth';
import type { CurrentUser } from '@/lib/current-user.ts';
import { useT } from '@/i18n';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { PostConsultationDialog, preloadConsultationDialogs } from './lazy-consultation-dialogs.ts';

/**
 * `/` for a user: the welcome banner with Get Consultation, then their consultations by tab.
 * `/?field=CA` (a visitor's choice carried through sign-up or sign-in) opens the post form with
 * that field selected; a request just posted opens Request Submitted with its card highlighted.
 */
export function UserDashboard({ user }: { user: CurrentUser }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The dashboard mounts afresh after sign-up or sign-in, so the address is read once, here.
  const [chosenField, setChosenField] = useState<Category | null>(() => chosenFieldOf(params));
  const [posting, setPosting] = useState(chosenField !== null);
  const [justPosted, setJustPosted] = useState<Consultation | null>(null);
  const fieldInAddress = params.has('field');

  // Then it leaves the address, so a reload or Back does not open the form again.
  useEffect(() => {
    if (!fieldInAddress) return;
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('field');
        return rest;
      },
      { replace: true },
    );
  }, [fieldInAddress, setParams]);

  // Stable, so the lists below (memoized rows) are not redrawn when the dashboard is.
  const openPostDialog = useCallback(() => {
    setChosenField(null);
    setPosting(true);
  }, []);
  const endHighlight = useCallback(() => setJustPosted(null), []);
  // The server says whether this is the session registration started: a newcomer is not "back".
  const name = user.firstName?.trim() || t('dashboard.welcome.there');
  const greeting = user.firstSession
    ? t('dashboard.welcome.first', { name })
    : t('dashboard.welcome.back', { name });

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="dashboard-heading"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-primary-soft px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-8"
      >
        <div>
          <h1 id="dashboard-heading" className="text-2xl font-semibold text-primary sm:text-3xl">
            {greeting}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('dashboard.welcome.question')}</p>
        </div>
        <Button
          size="lg"
          onClick={openPostDialog}
          onPointerEnter={preloadConsultationDialogs}
          onFocus={preloadConsultationDialogs}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('dashboard.getConsultation')}
        </Button>
      </section>

      <DashboardTabs
        onGetConsultation={openPostDialog}
        justPosted={justPosted}
        onHighlightShown={endHighlight}
      />
      {/* Mounted while open only: its code loads on the first opening, a new form each time. */}
      {posting && (
        <Suspense fallback={null}>
          <PostConsultationDialog
            open
            onOpenChange={setPosting}
            initialValues={chosenField ? { category: chosenField } : undefined}
            onPosted={setJustPosted}
          />
        </Suspense>
      )}
    </div>
  );
}

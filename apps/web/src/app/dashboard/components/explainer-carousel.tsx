import { EXPLAINER_INTERVAL_MS } from '@salahkar/domain/limits';
import { useStepsCarousel } from '@/components/consultation/consultation-steps.ts';
import { StepDots } from '@/components/ui/step-dots.tsx';
import { useT } from '@/i18n';
import { EXPLAINER_STEPS } from './explainer-steps.ts';

/**
 * How a consultation works, shown while no tab is chosen: a new step every 4 s, with dots to jump
 * and an 'n / 4' counter. It holds still while pointed at or focused.
 */
export function ExplainerCarousel() {
  const t = useT();
  const { steps, step, index, goTo, handlers, rotating } = useStepsCarousel(EXPLAINER_STEPS, {
    intervalMs: EXPLAINER_INTERVAL_MS,
  });
  const Icon = step.icon;

  return (
    <section
      aria-roledescription={t('dashboard.explainer.carousel')}
      aria-label={t('dashboard.explainer.label')}
      {...handlers}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <div
        role="group"
        aria-roledescription={t('dashboard.explainer.slide')}
        aria-live={rotating ? 'off' : 'polite'}
        aria-label={t('dashboard.explainer.slideLabel', {
          number: index + 1,
          total: steps.length,
          title: step.title,
        })}
        className="flex min-h-44 flex-col items-center text-center"
      >
        <p className="text-sm font-medium text-muted-foreground">
          {index + 1} / {steps.length}
        </p>
        <div className="mt-3 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h2 className="mt-3 text-lg font-semibold">{step.title}</h2>
        <p className="mt-1 max-w-xl text-sm text-muted-foreground">{step.description}</p>
      </div>
      <div className="mt-4 flex justify-center">
        <StepDots steps={steps} index={index} onSelect={goTo} />
      </div>
    </section>
  );
}

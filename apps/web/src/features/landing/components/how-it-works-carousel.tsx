import { useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { LANDING_CAROUSEL_INTERVAL_MS } from '@salahkar/domain/limits';
import { Badge } from '@/components/ui/badge.tsx';
import { StepDots } from '@/components/ui/step-dots.tsx';
import { useAttention, useCarousel } from '@/hooks/use-carousel.ts';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion.ts';
import { HOW_IT_WORKS_STEPS } from './how-it-works-steps.ts';

const controlClasses =
  'flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground hover:bg-muted';

/**
 * The four-step explainer. It advances every 6 s, and holds still while pointed at, while
 * focus is inside it, when the person prefers reduced motion, or after they press Pause.
 */
export function HowItWorksCarousel() {
  const { attended, handlers } = useAttention();
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !(stopped || reducedMotion);
  const { index, goTo, next, previous } = useCarousel({
    count: HOW_IT_WORKS_STEPS.length,
    intervalMs: LANDING_CAROUSEL_INTERVAL_MS,
    paused: !rotating || attended,
  });
  const step = HOW_IT_WORKS_STEPS[index] ?? HOW_IT_WORKS_STEPS[0]!;
  const Icon = step.icon;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="How Salahkar works"
      {...handlers}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${HOW_IT_WORKS_STEPS.length}: ${step.title}`}
        className="flex min-h-52 flex-col items-center text-center sm:min-h-44"
      >
        <Badge tone="accent">Step {index + 1}</Badge>
        <div className="mt-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
        <p className="mt-2 max-w-xl text-muted-foreground">{step.description}</p>
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={previous}
          aria-label="Previous step"
          className={controlClasses}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <StepDots steps={HOW_IT_WORKS_STEPS} index={index} onSelect={goTo} />
        <button type="button" onClick={next} aria-label="Next step" className={controlClasses}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? 'Play the steps' : 'Pause the steps'}
            className={controlClasses}
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}

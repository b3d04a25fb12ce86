import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { LANDING_CAROUSEL_INTERVAL_MS } from '@salahkar/domain/limits';
import { Badge } from '@/components/ui/badge.tsx';
import { useStepsCarousel } from '@/components/consultation/consultation-steps.ts';
import { StepDots } from '@/components/ui/step-dots.tsx';
import { useT } from '@/i18n';
import { HOW_IT_WORKS_STEPS } from './how-it-works-steps.ts';

/** A round button under the slide, named by `label` (its icon is hidden from screen readers). */
function CarouselControl({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex size-10 items-center justify-center rounded-full border border-border bg-card text-foreground hover:bg-muted"
    >
      {children}
    </button>
  );
}

/**
 * The four-step explainer. It advances every 6 s, and holds still while pointed at, while
 * focus is inside it, when the person prefers reduced motion, or after they press Pause.
 */
export function HowItWorksCarousel() {
  const t = useT();
  const [stopped, setStopped] = useState(false);
  const { steps, step, index, goTo, next, previous, handlers, rotating, reducedMotion } =
    useStepsCarousel(HOW_IT_WORKS_STEPS, { intervalMs: LANDING_CAROUSEL_INTERVAL_MS, stopped });
  const Icon = step.icon;

  return (
    <section
      aria-roledescription={t('landing.carousel.roledescription')}
      aria-label={t('landing.carousel.label')}
      {...handlers}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        role="group"
        aria-roledescription={t('landing.carousel.slide')}
        aria-label={t('landing.carousel.slideLabel', {
          step: index + 1,
          total: steps.length,
          title: step.title,
        })}
        className="flex min-h-52 flex-col items-center text-center sm:min-h-44"
      >
        <Badge tone="accent">{t('landing.carousel.step', { step: index + 1 })}</Badge>
        <div className="mt-4 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-7" />
        </div>
        <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
        <p className="mt-2 max-w-xl text-muted-foreground">{step.description}</p>
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <CarouselControl onClick={previous} label={t('landing.carousel.previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselControl>
        <StepDots steps={steps} index={index} onSelect={goTo} />
        <CarouselControl onClick={next} label={t('landing.carousel.next')}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselControl>
        {!reducedMotion && (
          <CarouselControl
            onClick={() => setStopped((value) => !value)}
            label={stopped ? t('landing.carousel.play') : t('landing.carousel.pause')}
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </CarouselControl>
        )}
      </div>
    </section>
  );
}

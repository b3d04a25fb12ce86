import { useState, type FocusEvent } from 'react';
import { EXPLAINER_INTERVAL_MS } from '@salahkar/domain/limits';
import { cn } from '@/lib/cn.ts';
import { useCarousel } from '@/hooks/use-carousel.ts';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion.ts';
import { EXPLAINER_STEPS } from './explainer-steps.ts';

/**
 * How a consultation works, shown while no tab is chosen: a new step every 4 s, with dots to jump
 * and an 'n / 4' counter. It holds still while pointed at or focused.
 */
export function ExplainerCarousel() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !usePrefersReducedMotion();
  const { index, goTo } = useCarousel({
    count: EXPLAINER_STEPS.length,
    intervalMs: EXPLAINER_INTERVAL_MS,
    paused: !rotating || hovered || focused,
  });
  const step = EXPLAINER_STEPS[index] ?? EXPLAINER_STEPS[0]!;
  const Icon = step.icon;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="How a consultation works"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-live={rotating ? 'off' : 'polite'}
        aria-label={`${index + 1} of ${EXPLAINER_STEPS.length}: ${step.title}`}
        className="flex min-h-44 flex-col items-center text-center"
      >
        <p className="text-sm font-medium text-muted-foreground">
          {index + 1} / {EXPLAINER_STEPS.length}
        </p>
        <div className="mt-3 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <h2 className="mt-3 text-lg font-semibold">{step.title}</h2>
        <p className="mt-1 max-w-xl text-sm text-muted-foreground">{step.description}</p>
      </div>
      <div className="mt-4 flex justify-center">
        {EXPLAINER_STEPS.map((dot, dotIndex) => (
          <button
            key={dot.title}
            type="button"
            onClick={() => goTo(dotIndex)}
            aria-label={`Go to step ${dotIndex + 1}: ${dot.title}`}
            aria-current={dotIndex === index ? 'step' : undefined}
            className="flex size-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2.5 rounded-full transition-all',
                dotIndex === index ? 'w-6 bg-primary' : 'w-2.5 bg-input',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
